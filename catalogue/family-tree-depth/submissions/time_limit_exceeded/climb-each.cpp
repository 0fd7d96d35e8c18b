// Climbs from every person up to the ancestor without remembering anything: O(N^2) on a long chain.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> p(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
    int best = 0;
    for (int i = 1; i <= n; i++) {
        int depth = 0;
        for (int x = i; x != 0; x = p[x]) depth++;
        best = max(best, depth);
    }
    printf("%d\n", best);
    return 0;
}
