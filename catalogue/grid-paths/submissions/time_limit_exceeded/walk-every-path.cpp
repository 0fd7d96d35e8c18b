// Walks every path one by one: their number grows exponentially.
#include <iostream>
#include <string>
#include <vector>

static const long long MOD = 1000000007;
static int r, c;
static std::vector<std::string> grid;

static long long paths(int i, int j) {
    if (i >= r || j >= c || grid[i][j] == '#') return 0;
    if (i == r - 1 && j == c - 1) return 1;
    return (paths(i + 1, j) + paths(i, j + 1)) % MOD;
}

int main() {
    std::cin >> r >> c;
    grid.resize(r);
    for (auto& row : grid) std::cin >> row;
    std::cout << paths(0, 0) << "\n";
}
