#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<vector<int>> a(r, vector<int>(c));
    for (auto &row : a) for (auto &x : row) cin >> x;
    // Peel the grid ring by ring; the last ring may be a single row or column.
    vector<int> out;
    int top = 0, bottom = r - 1, left = 0, right = c - 1;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++) out.push_back(a[top][j]);
        for (int i = top + 1; i <= bottom; i++) out.push_back(a[i][right]);
        if (top < bottom) for (int j = right - 1; j >= left; j--) out.push_back(a[bottom][j]);
        if (left < right) for (int i = bottom - 1; i > top; i--) out.push_back(a[i][left]);
        top++, bottom--, left++, right--;
    }
    for (size_t i = 0; i < out.size(); i++) cout << out[i] << (i + 1 < out.size() ? ' ' : '\n');
    return 0;
}
