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
        // One bit set: clearing the lowest set bit leaves nothing.
        cout << (x != 0 && (x & (x - 1)) == 0 ? "YES" : "NO") << "\n";
    }
    return 0;
}
