#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> d(n, vector<long long>(n));
    for (auto &row : d) for (auto &x : row) cin >> x;
    const long long INF = LLONG_MAX / 4;
    // best[mask][j]: the shortest walk from 0 through exactly the places in mask, ending at j.
    vector<vector<long long>> best(1 << n, vector<long long>(n, INF));
    best[1][0] = 0;
    for (int mask = 1; mask < (1 << n); mask += 2)
        for (int j = 0; j < n; j++) {
            if (best[mask][j] >= INF) continue;
            for (int k = 1; k < n; k++)
                if (!(mask >> k & 1)) best[mask | 1 << k][k] = min(best[mask | 1 << k][k], best[mask][j] + d[j][k]);
        }
    long long answer = INF;
    for (int j = 0; j < n; j++) answer = min(answer, best[(1 << n) - 1][j] + d[j][0]);
    cout << answer << "\n";
    return 0;
}
