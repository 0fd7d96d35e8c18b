// Walks the spiral one step at a time and, at every step, searches a list of visited cells: O((R*C)^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<int>> grid(r, vector<int>(c));
    for (auto &row : grid)
        for (auto &v : row) scanf("%d", &v);
    vector<pair<int, int>> visited;
    const int dy[4] = {0, 1, 0, -1}, dx[4] = {1, 0, -1, 0};
    int y = 0, x = 0, d = 0;
    for (int step = 0; step < r * c; step++) {
        printf(step ? " %d" : "%d", grid[y][x]);
        visited.push_back({y, x});
        int ny = y + dy[d], nx = x + dx[d];
        bool seen = false;
        for (auto &p : visited)
            if (p.first == ny && p.second == nx) seen = true;
        if (ny < 0 || ny >= r || nx < 0 || nx >= c || seen) {
            d = (d + 1) % 4;
            ny = y + dy[d];
            nx = x + dx[d];
        }
        y = ny;
        x = nx;
    }
    printf("\n");
    return 0;
}
