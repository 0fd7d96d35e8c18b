// Relaxes every flight N - 1 times: O(N * M).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> a(m), b(m);
    vector<long long> c(m);
    for (int i = 0; i < m; i++) scanf("%d %d %lld", &a[i], &b[i], &c[i]);
    const long long INF = LLONG_MAX / 4;
    vector<long long> dist(n + 1, INF);
    dist[1] = 0;
    for (int round = 0; round < n - 1; round++)
        for (int i = 0; i < m; i++)
            if (dist[a[i]] < INF && dist[a[i]] + c[i] < dist[b[i]]) dist[b[i]] = dist[a[i]] + c[i];
    for (int i = 1; i <= n; i++) printf("%lld%c", dist[i] < INF ? dist[i] : -1LL, i < n ? ' ' : '\n');
    return 0;
}
