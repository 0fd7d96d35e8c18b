#include <bits/stdc++.h>
using namespace std;

// Tries every path by recursion: their number grows exponentially.
int r, c;
vector<vector<long long>> t;

long long cheapest(int i, int j) {
    if (i == r - 1 && j == c - 1) return t[i][j];
    long long best = LLONG_MAX;
    if (i + 1 < r) best = min(best, cheapest(i + 1, j));
    if (j + 1 < c) best = min(best, cheapest(i, j + 1));
    return best + t[i][j];
}

int main() {
    cin >> r >> c;
    t.assign(r, vector<long long>(c));
    for (auto &row : t) for (auto &x : row) cin >> x;
    cout << cheapest(0, 0) << "\n";
    return 0;
}
