// For every stone, updates every stone it can reach: O(N * max jump).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> s(n);
    for (auto &x : s) scanf("%d", &x);
    const int INF = INT_MAX;
    vector<int> best(n, INF);
    best[0] = 0;
    for (int i = 0; i < n; i++) {
        if (best[i] == INF) continue;
        int last = min(n - 1, i + s[i]);
        for (int j = i + 1; j <= last; j++)
            if (best[i] + 1 < best[j]) best[j] = best[i] + 1;
    }
    printf("%d\n", best[n - 1] < INF ? best[n - 1] : -1);
    return 0;
}
