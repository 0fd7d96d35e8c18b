// Compares every pair of numbers: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<unsigned> a(n);
    for (auto &x : a) scanf("%u", &x);
    long long total = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) total += __builtin_popcount(a[i] ^ a[j]);
    printf("%lld\n", total);
    return 0;
}
