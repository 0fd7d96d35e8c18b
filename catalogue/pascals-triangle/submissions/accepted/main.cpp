#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Lucas: row r has prod(digit + 1) values not divisible by p (digits of r in base p).
// Writing N = d * p^i + rest, the rows below d * p^i contribute d(d+1)/2 * T^i with
// T = p(p+1)/2, and the top digit d of the remaining rows multiplies their counts by d + 1:
// count(N) = d(d+1)/2 * T^i + (d + 1) * count(rest). Digits are taken from the lowest.
long long countNotDivisible(long long n, long long p) {
    long long f = 0, power = 1, t = (p * (p + 1) / 2) % MOD;
    while (n > 0) {
        long long d = n % p;
        n /= p;
        f = ((d * (d + 1) / 2) % MOD * power + (d + 1) % MOD * f) % MOD;
        power = power * t % MOD;
    }
    return f;
}

int main() {
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        long long n, p;
        scanf("%lld %lld", &n, &p);
        out += to_string(countNotDivisible(n, p));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
