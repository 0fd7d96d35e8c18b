// Adds up each range afresh: O(N * Q).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        long long s = 0;
        for (int i = l - 1; i < r; i++) s += a[i];
        printf("%lld\n", s);
    }
    return 0;
}
