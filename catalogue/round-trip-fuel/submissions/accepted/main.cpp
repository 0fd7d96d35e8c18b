#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> g(n), c(n);
    for (auto &x : g) cin >> x;
    for (auto &x : c) cin >> x;
    // If the tank runs dry on the way from `start` to i, no station from start to i can be a start
    // either (each arrives with no more fuel than start did): try i + 1 next. If the fuel in total
    // suffices, the last start tried makes the whole round; it is also the lowest that does.
    long long tank = 0, total = 0;
    int start = 0;
    for (int i = 0; i < n; i++) {
        tank += g[i] - c[i];
        total += g[i] - c[i];
        if (tank < 0) { start = i + 1; tank = 0; }
    }
    cout << (total < 0 ? -1 : start + 1) << "\n";
    return 0;
}
