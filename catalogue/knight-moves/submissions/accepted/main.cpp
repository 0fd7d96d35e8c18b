#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    const int dr[] = {1, 2, -1, -2, 1, 2, -1, -2}, dc[] = {2, 1, 2, 1, -2, -1, -2, -1};
    while (q--) {
        int n, r1, c1, r2, c2;
        cin >> n >> r1 >> c1 >> r2 >> c2;
        // Breadth-first search: squares in order of their distance from the start.
        vector<vector<int>> dist(n + 1, vector<int>(n + 1, -1));
        queue<pair<int, int>> todo;
        dist[r1][c1] = 0;
        todo.push({r1, c1});
        while (!todo.empty() && dist[r2][c2] < 0) {
            auto [r, c] = todo.front();
            todo.pop();
            for (int k = 0; k < 8; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr >= 1 && nr <= n && nc >= 1 && nc <= n && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[r][c] + 1;
                    todo.push({nr, nc});
                }
            }
        }
        cout << dist[r2][c2] << "\n";
    }
    return 0;
}
