#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long x = 0, v;
    for (int i = 0; i < n; i++) {
        cin >> v;
        x ^= v;  // pairs cancel out
    }
    cout << x << "\n";
    return 0;
}
