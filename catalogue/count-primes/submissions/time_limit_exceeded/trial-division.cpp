// Tests every number of every range by trial division: far too slow for wide ranges.
#include <cstdio>

static bool is_prime(long long n) {
    if (n < 2) return false;
    for (long long d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

int main() {
    int q;
    if (std::scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long l, r, count = 0;
        std::scanf("%lld %lld", &l, &r);
        for (long long x = l; x <= r; x++) count += is_prime(x);
        std::printf("%lld\n", count);
    }
}
