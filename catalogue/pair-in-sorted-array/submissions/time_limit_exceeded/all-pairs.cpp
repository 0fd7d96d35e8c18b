// Tries every pair for every target: O(Q * N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    while (q--) {
        long long t;
        scanf("%lld", &t);
        bool found = false;
        for (int i = 0; i < n && !found; i++)
            for (int j = i + 1; j < n; j++)
                if (a[i] + a[j] == t) {
                    found = true;
                    break;
                }
        puts(found ? "YES" : "NO");
    }
    return 0;
}
