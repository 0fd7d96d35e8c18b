#include <iostream>

// The largest r with r*r <= n, by binary search on r in [0, 10^9 + 1).
long long isqrt(long long n) {
    long long lo = 0, hi = 1000000001;
    while (hi - lo > 1) {
        long long mid = (lo + hi) / 2;
        if (mid * mid <= n) lo = mid; else hi = mid;
    }
    return lo;
}

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        long long n;
        std::cin >> n;
        std::cout << isqrt(n) << "\n";
    }
}
