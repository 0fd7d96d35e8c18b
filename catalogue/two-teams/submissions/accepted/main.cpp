#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    // Colour each group of connected players by breadth-first search, alternating teams; a pair
    // that gets the same team means an odd cycle, and no split exists.
    vector<int> team(n + 1, -1);
    for (int s = 1; s <= n; s++) {
        if (team[s] >= 0) continue;
        team[s] = 0;
        queue<int> todo;
        todo.push(s);
        while (!todo.empty()) {
            int x = todo.front();
            todo.pop();
            for (int y : adj[x]) {
                if (team[y] < 0) { team[y] = 1 - team[x]; todo.push(y); }
                else if (team[y] == team[x]) { cout << "NO\n"; return 0; }
            }
        }
    }
    cout << "YES\n";
    return 0;
}
