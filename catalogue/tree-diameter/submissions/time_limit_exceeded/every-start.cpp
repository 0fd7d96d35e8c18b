// Searches from every node: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    int best = 0;
    for (int start = 1; start <= n; start++) {
        vector<int> dist(n + 1, -1);
        dist[start] = 0;
        queue<int> todo;
        todo.push(start);
        while (!todo.empty()) {
            int x = todo.front();
            todo.pop();
            for (int y : adj[x])
                if (dist[y] < 0) {
                    dist[y] = dist[x] + 1;
                    todo.push(y);
                }
        }
        best = max(best, *max_element(dist.begin(), dist.end()));
    }
    cout << best << "\n";
    return 0;
}
