#include <bits/stdc++.h>
using namespace std;

// Breadth-first search from start: the farthest node and its distance.
pair<int, int> farthest(const vector<vector<int>> &adj, int start) {
    vector<int> dist(adj.size(), -1);
    queue<int> todo;
    dist[start] = 0;
    todo.push(start);
    int last = start;
    while (!todo.empty()) {
        int x = todo.front();
        todo.pop();
        last = x;
        for (int y : adj[x])
            if (dist[y] < 0) { dist[y] = dist[x] + 1; todo.push(y); }
    }
    return {last, dist[last]};
}

int main() {
    int n;
    cin >> n;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    // The farthest node from anywhere is one end of a longest path.
    int end = farthest(adj, 1).first;
    cout << farthest(adj, end).second << "\n";
    return 0;
}
