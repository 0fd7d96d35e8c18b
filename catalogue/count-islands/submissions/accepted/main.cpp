#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    int islands = 0;
    int dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (grid[i][j] != '#') continue;
            islands++;
            // Breadth-first search over the island, sinking each cell as it is reached.
            queue<pair<int, int>> todo;
            grid[i][j] = '.';
            todo.push({i, j});
            while (!todo.empty()) {
                auto [y, x] = todo.front();
                todo.pop();
                for (int d = 0; d < 4; d++) {
                    int ny = y + dy[d], nx = x + dx[d];
                    if (ny >= 0 && ny < r && nx >= 0 && nx < c && grid[ny][nx] == '#') {
                        grid[ny][nx] = '.';
                        todo.push({ny, nx});
                    }
                }
            }
        }
    cout << islands << "\n";
    return 0;
}
