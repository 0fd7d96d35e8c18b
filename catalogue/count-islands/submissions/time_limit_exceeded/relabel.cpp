// Gives every cell its own label and rewrites the whole grid each time two labels meet: O((R * C)^2) on a big island.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    vector<vector<int>> label(r, vector<int>(c, -1));
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == '#') label[i][j] = i * c + j;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            int next[2][2] = {{i + 1, j}, {i, j + 1}};
            for (auto &nb : next) {
                int ny = nb[0], nx = nb[1];
                if (ny < r && nx < c && label[i][j] >= 0 && label[ny][nx] >= 0 && label[i][j] != label[ny][nx]) {
                    int old = label[ny][nx], now = label[i][j];
                    for (int y = 0; y < r; y++)
                        for (int x = 0; x < c; x++)
                            if (label[y][x] == old) label[y][x] = now;
                }
            }
        }
    set<int> islands;
    for (auto &row : label)
        for (int v : row)
            if (v >= 0) islands.insert(v);
    cout << islands.size() << "\n";
    return 0;
}
