// Finds the tallest column on each side by scanning, for every column: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long water = 0;
    for (int i = 0; i < n; i++) {
        long long left = h[i], right = h[i];
        for (int j = 0; j < i; j++)
            if (h[j] > left) left = h[j];
        for (int j = i + 1; j < n; j++)
            if (h[j] > right) right = h[j];
        water += min(left, right) - h[i];
    }
    printf("%lld\n", water);
    return 0;
}
