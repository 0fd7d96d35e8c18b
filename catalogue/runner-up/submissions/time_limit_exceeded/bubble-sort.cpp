// Sorts the scores with a hand-written bubble sort first: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n);
    for (auto &x : s) scanf("%lld", &x);
    for (int i = 0; i < n; i++)
        for (int j = 0; j + 1 < n - i; j++)
            if (s[j] > s[j + 1]) swap(s[j], s[j + 1]);
    long long top = s[n - 1];
    for (int i = n - 1; i >= 0; i--)
        if (s[i] < top) {
            printf("%lld\n", s[i]);
            return 0;
        }
    puts("NONE");
    return 0;
}
