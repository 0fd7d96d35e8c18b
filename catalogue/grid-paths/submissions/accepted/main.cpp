#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    vector<long long> ways(c, 0);  // ways[j]: paths to cell (i, j) of the current row
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (grid[i][j] == '#') ways[j] = 0;
            else if (i == 0 && j == 0) ways[j] = 1;
            else if (j > 0) ways[j] = (ways[j] + ways[j - 1]) % MOD;
        }
    cout << ways[c - 1] << "\n";
    return 0;
}
