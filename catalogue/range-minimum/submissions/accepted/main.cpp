#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    // table[k][i]: the minimum of a[i .. i + 2^k - 1].
    vector<vector<long long>> table(1, vector<long long>(n));
    for (auto &x : table[0]) cin >> x;
    for (int k = 1; (1 << k) <= n; k++) {
        table.emplace_back(n - (1 << k) + 1);
        for (int i = 0; i + (1 << k) <= n; i++)
            table[k][i] = min(table[k - 1][i], table[k - 1][i + (1 << (k - 1))]);
    }
    while (q--) {
        int l, r;
        cin >> l >> r;
        int k = 31 - __builtin_clz(r - l + 1);  // the largest block that fits in the range
        cout << min(table[k][l - 1], table[k][r - (1 << k)]) << "\n";
    }
    return 0;
}
