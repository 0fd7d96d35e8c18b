#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> jobs(n);  // deadline, pay
    for (auto &[d, p] : jobs) cin >> d >> p;
    sort(jobs.begin(), jobs.end());
    // By deadline: keep the jobs chosen so far in a min-heap; when more are chosen than hours
    // before this deadline, drop the cheapest.
    priority_queue<long long, vector<long long>, greater<long long>> taken;
    long long total = 0;
    for (auto [d, p] : jobs) {
        taken.push(p);
        total += p;
        if ((long long)taken.size() > d) { total -= taken.top(); taken.pop(); }
    }
    cout << total << "\n";
    return 0;
}
