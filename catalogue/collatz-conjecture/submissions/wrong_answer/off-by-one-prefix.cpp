// Subtracts prefix[l] instead of prefix[l - 1]: s(L) itself is left out of every sum.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MAX_N = 1000000;
    vector<int> steps(MAX_N + 1, 0);
    for (int n = 2; n <= MAX_N; n++) {
        long long m = n;
        int c = 0;
        while (m >= n) {
            m = (m % 2 == 0) ? m / 2 : 3 * m + 1;
            c++;
        }
        steps[n] = c + steps[m];
    }
    vector<long long> prefix(MAX_N + 1, 0);
    for (int n = 1; n <= MAX_N; n++) prefix[n] = prefix[n - 1] + steps[n];
    int q;
    scanf("%d", &q);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        printf("%lld\n", prefix[r] - prefix[l]);
    }
    return 0;
}
