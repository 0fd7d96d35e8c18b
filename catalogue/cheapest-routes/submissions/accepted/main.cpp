#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, long long>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        long long c;
        cin >> a >> b >> c;
        adj[a].push_back({b, c});
    }
    vector<long long> dist(n + 1, -1);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
    heap.push({0, 1});
    while (!heap.empty()) {
        auto [d, x] = heap.top();
        heap.pop();
        if (dist[x] >= 0) continue;  // settled already, at a lower cost
        dist[x] = d;
        for (auto [y, c] : adj[x])
            if (dist[y] < 0) heap.push({d + c, y});
    }
    for (int i = 1; i <= n; i++) cout << dist[i] << (i < n ? ' ' : '\n');
    return 0;
}
