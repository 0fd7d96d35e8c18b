#include <bits/stdc++.h>
using namespace std;

// Tries the distances one by one from the largest down: up to 10^9 checks.
int main() {
    int n, c;
    cin >> n >> c;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    for (long long d = x.back() - x.front(); d >= 1; d--) {
        int count = 1;
        long long last = x[0];
        for (int i = 1; i < n; i++) if (x[i] - last >= d) { count++; last = x[i]; }
        if (count >= c) { cout << d << "\n"; return 0; }
    }
    cout << 1 << "\n";
    return 0;
}
