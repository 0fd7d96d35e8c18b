// XORs every subarray from every start: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    unsigned k;
    if (scanf("%d %u", &n, &k) != 2) return 0;
    vector<unsigned> a(n);
    for (auto &x : a) scanf("%u", &x);
    long long count = 0;
    for (int l = 0; l < n; l++) {
        unsigned x = 0;
        for (int r = l; r < n; r++) {
            x ^= a[r];
            if (x == k) count++;
        }
    }
    printf("%lld\n", count);
    return 0;
}
