#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    while (q--) {
        unsigned long long x;
        cin >> x;
        int count = 0;
        while (x) {
            x &= x - 1;  // clears the lowest set bit
            count++;
        }
        cout << count << "\n";
    }
    return 0;
}
