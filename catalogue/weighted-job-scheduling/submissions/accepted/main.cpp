#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<array<long long, 3>> jobs(n);  // end, start, pay
    for (auto &j : jobs) cin >> j[1] >> j[0] >> j[2];
    sort(jobs.begin(), jobs.end());
    vector<long long> ends(n), best(n + 1, 0);  // best[k]: the most pay from the first k jobs by end
    for (int i = 0; i < n; i++) ends[i] = jobs[i][0];
    for (int k = 1; k <= n; k++) {
        auto [e, s, p] = jobs[k - 1];
        // The jobs ending by s come first in end order: take this one after the best of them.
        int before = upper_bound(ends.begin(), ends.begin() + k - 1, s) - ends.begin();
        best[k] = max(best[k - 1], best[before] + p);
    }
    cout << best[n] << "\n";
    return 0;
}
