#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    // Breadth-first search from all burning trees at once: each tree's minute is its distance.
    vector<vector<int>> minute(r, vector<int>(c, -1));
    queue<pair<int, int>> todo;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'F') { minute[i][j] = 0; todo.push({i, j}); }
    int last = 0, dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
    while (!todo.empty()) {
        auto [y, x] = todo.front();
        todo.pop();
        last = max(last, minute[y][x]);
        for (int d = 0; d < 4; d++) {
            int ny = y + dy[d], nx = x + dx[d];
            if (ny >= 0 && ny < r && nx >= 0 && nx < c && grid[ny][nx] == 'T' && minute[ny][nx] < 0) {
                minute[ny][nx] = minute[y][x] + 1;
                todo.push({ny, nx});
            }
        }
    }
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'T' && minute[i][j] < 0) { cout << -1 << "\n"; return 0; }
    cout << last << "\n";
    return 0;
}
