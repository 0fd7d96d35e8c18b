#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    const int LOG = 15;  // 2^15 > 2 * 10^4
    vector<array<int, LOG>> up(n + 1);  // up[v][k]: the 2^k-th ancestor of v (1 above the root)
    vector<int> depth(n + 1, 0);
    up[1].fill(1);
    for (int i = 2; i <= n; i++) {
        cin >> up[i][0];
        depth[i] = depth[up[i][0]] + 1;  // parents are numbered before their children
        for (int k = 1; k < LOG; k++) up[i][k] = up[up[i][k - 1]][k - 1];
    }
    while (q--) {
        int u, v;
        cin >> u >> v;
        if (depth[u] < depth[v]) swap(u, v);
        for (int k = LOG - 1; k >= 0; k--)  // lift u to v's depth
            if (depth[u] - (1 << k) >= depth[v]) u = up[u][k];
        if (u != v) {
            for (int k = LOG - 1; k >= 0; k--)  // lift both while they stay apart
                if (up[u][k] != up[v][k]) { u = up[u][k]; v = up[v][k]; }
            u = up[u][0];
        }
        cout << u << "\n";
    }
    return 0;
}
