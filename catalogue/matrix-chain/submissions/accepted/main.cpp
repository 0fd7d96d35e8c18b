#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> d(n + 1);
    for (auto &x : d) cin >> x;
    // best[i][j]: the cheapest way to multiply M_(i+1) .. M_(j+1); the last multiplication
    // splits the chain after some k.
    vector<vector<long long>> best(n, vector<long long>(n, 0));
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len - 1 < n; i++) {
            int j = i + len - 1;
            best[i][j] = LLONG_MAX;
            for (int k = i; k < j; k++)
                best[i][j] = min(best[i][j], best[i][k] + best[k + 1][j] + d[i] * d[k + 1] * d[j + 1]);
        }
    cout << best[0][n - 1] << "\n";
    return 0;
}
