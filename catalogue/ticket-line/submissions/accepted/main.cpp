#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    long long want = t[k - 1], total = 0;
    // While fan K still buys, every fan ahead of (or equal to) K buys one per round, and so do
    // those behind K, except in K's last round.
    for (int i = 0; i < n; i++) total += min(t[i], i < k ? want : want - 1);
    cout << total << "\n";
    return 0;
}
