// Walks up from every node to the root, adding values: O(N * depth).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> parent(n + 1, 0);
    for (int i = 2; i <= n; i++) scanf("%d", &parent[i]);
    vector<long long> v(n + 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &v[i]);
    long long count = 0;
    for (int i = 1; i <= n; i++) {
        long long s = 0;
        for (int x = i; x; x = parent[x]) {
            s += v[x];
            if (s == k) count++;
        }
    }
    printf("%lld\n", count);
    return 0;
}
