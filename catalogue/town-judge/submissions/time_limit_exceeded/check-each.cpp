// Checks every person against every relation: O(N * M).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<int> a(m), b(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    int answer = -1;
    for (int p = 1; p <= n; p++) {
        int trusts = 0, trusted = 0;
        for (int i = 0; i < m; i++) {
            if (a[i] == p) trusts++;
            if (b[i] == p) trusted++;
        }
        if (trusts == 0 && trusted == n - 1) { answer = p; break; }
    }
    printf("%d\n", answer);
    return 0;
}
