// Tries every buying day with every later selling day: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (p[j] - p[i] > best) best = p[j] - p[i];
    printf("%lld\n", best);
    return 0;
}
