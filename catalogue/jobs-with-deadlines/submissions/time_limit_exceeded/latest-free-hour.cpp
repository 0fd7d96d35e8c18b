// Takes jobs by pay and books the latest free hour before each deadline, searching hour by hour.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> jobs(n);  // pay, deadline
    for (auto &[p, d] : jobs) cin >> d >> p;
    sort(jobs.begin(), jobs.end(), [](auto &a, auto &b) { return a.first > b.first; });
    set<long long> busy;
    long long total = 0;
    for (auto [p, d] : jobs) {
        long long h = min(d, (long long)n);
        while (h > 0 && busy.count(h)) h--;
        if (h > 0) {
            busy.insert(h);
            total += p;
        }
    }
    cout << total << "\n";
    return 0;
}
