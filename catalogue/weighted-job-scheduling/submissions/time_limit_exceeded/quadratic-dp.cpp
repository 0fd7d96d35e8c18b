// Sorts the jobs by end time and, for each one, looks back through every earlier job for the best
// compatible one: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<array<long long, 3>> jobs(n);  // end, start, pay
    for (auto &j : jobs) scanf("%lld %lld %lld", &j[1], &j[0], &j[2]);
    sort(jobs.begin(), jobs.end(), [](const auto &x, const auto &y) { return x[0] < y[0]; });
    vector<long long> best(n);  // best[i]: the most pay from jobs 0..i
    for (int i = 0; i < n; i++) {
        long long s = jobs[i][1], p = jobs[i][2], take = p;
        for (int j = 0; j < i; j++)
            if (jobs[j][0] <= s && best[j] + p > take) take = best[j] + p;
        best[i] = max(take, i ? best[i - 1] : 0);
    }
    printf("%lld\n", best[n - 1]);
    return 0;
}
