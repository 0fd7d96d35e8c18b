// For every train, counts the trains standing at the station at the minute it arrives: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n), d(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &a[i], &d[i]);
    int best = 0;
    for (int i = 0; i < n; i++) {
        int here = 0;
        for (int j = 0; j < n; j++)
            if (a[j] <= a[i] && a[i] <= d[j]) here++;
        best = max(best, here);
    }
    printf("%d\n", best);
    return 0;
}
