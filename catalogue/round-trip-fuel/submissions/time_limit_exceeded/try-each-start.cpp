// Drives the whole ring from every possible start until one makes it round: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> g(n), c(n);
    for (auto &x : g) scanf("%lld", &x);
    for (auto &x : c) scanf("%lld", &x);
    int answer = -1;
    for (int s = 0; s < n && answer < 0; s++) {
        long long tank = 0;
        bool ok = true;
        for (int k = 0; k < n; k++) {
            int i = (s + k) % n;
            tank += g[i] - c[i];
            if (tank < 0) { ok = false; break; }
        }
        if (ok) answer = s + 1;
    }
    printf("%d\n", answer);
    return 0;
}
