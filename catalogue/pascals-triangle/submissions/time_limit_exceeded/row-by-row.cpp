// Correct but too slow: visits every row r < N and multiplies (digit + 1) over the base-p digits
// of r (Lucas's theorem), up to 10^18 rows per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int q;
    scanf("%d", &q);
    while (q--) {
        long long n, p;
        scanf("%lld %lld", &n, &p);
        long long total = 0;
        for (long long r = 0; r < n; r++) {
            long long inRow = 1;
            for (long long x = r; x > 0; x /= p) inRow = inRow * (x % p + 1) % MOD;
            total = (total + inRow) % MOD;
        }
        printf("%lld\n", total);
    }
    return 0;
}
