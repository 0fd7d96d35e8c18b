// The right recurrence, but it reduces modulo 10^9 + 7 only at the end: the unsigned 64-bit
// arithmetic wraps around on large N and the remainder of the wrapped value is wrong.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    while (q--) {
        unsigned long long n, p;
        scanf("%llu %llu", &n, &p);
        unsigned long long f = 0, power = 1, t = p * (p + 1) / 2;
        while (n > 0) {
            unsigned long long d = n % p;
            n /= p;
            f = d * (d + 1) / 2 * power + (d + 1) * f;
            power *= t;
        }
        printf("%llu\n", f % 1000000007ULL);
    }
    return 0;
}
