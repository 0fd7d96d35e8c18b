// Too slow: a depth-first search that tries every simple path and keeps the shortest
// (exponentially many on an open grid).
#include <iostream>
#include <string>
#include <vector>

int rows, cols, best = -1;
std::vector<std::string> grid;
std::vector<std::vector<bool>> seen;

void explore(int r, int c, int moves) {
    if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#' || seen[r][c]) return;
    if (grid[r][c] == 'E') {
        if (best == -1 || moves < best) best = moves;
        return;
    }
    seen[r][c] = true;
    explore(r + 1, c, moves + 1);
    explore(r - 1, c, moves + 1);
    explore(r, c + 1, moves + 1);
    explore(r, c - 1, moves + 1);
    seen[r][c] = false;
}

int main() {
    std::cin >> rows >> cols;
    grid.resize(rows);
    for (auto& row : grid) std::cin >> row;
    seen.assign(rows, std::vector<bool>(cols, false));
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (grid[r][c] == 'S') explore(r, c, 0);
    std::cout << best << "\n";
}
