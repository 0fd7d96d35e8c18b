// Grows a rectangle left and right from every bar as far as the bars are at least as high:
// O(N^2) on a rising or flat histogram.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        int l = i, r = i;
        while (l > 0 && h[l - 1] >= h[i]) l--;
        while (r + 1 < n && h[r + 1] >= h[i]) r++;
        best = max(best, h[i] * (r - l + 1));
    }
    printf("%lld\n", best);
    return 0;
}
