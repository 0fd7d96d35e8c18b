#include <bits/stdc++.h>
using namespace std;

// Leap years from 1 to y: multiples of 4, minus those of 100, plus those of 400.
long long upTo(long long y) { return y / 4 - y / 100 + y / 400; }

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    while (q--) {
        long long a, b;
        cin >> a >> b;
        cout << upTo(b) - upTo(a - 1) << "\n";
    }
    return 0;
}
