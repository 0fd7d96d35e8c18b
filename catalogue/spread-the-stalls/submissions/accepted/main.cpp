#include <bits/stdc++.h>
using namespace std;

// Place horses from the left, each in the first stall at least d after the previous one.
bool fits(const vector<long long> &x, int c, long long d) {
    int count = 1;
    long long last = x[0];
    for (size_t i = 1; i < x.size() && count < c; i++)
        if (x[i] - last >= d) { count++; last = x[i]; }
    return count >= c;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, c;
    cin >> n >> c;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    long long lo = 1, hi = x.back() - x.front();  // the answer lies in [lo, hi]
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (fits(x, c, mid)) lo = mid; else hi = mid - 1;
    }
    cout << lo << "\n";
    return 0;
}
