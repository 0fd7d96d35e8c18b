#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<long long> best(c);  // best[j]: the cheapest way to reach column j of the current row
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            long long t;
            cin >> t;
            if (i == 0 && j == 0) best[j] = t;
            else if (i == 0) best[j] = best[j - 1] + t;
            else if (j == 0) best[j] += t;
            else best[j] = min(best[j], best[j - 1]) + t;  // from above, or from the left
        }
    cout << best[c - 1] << "\n";
    return 0;
}
