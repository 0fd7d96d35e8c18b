#include <iostream>
#include <utility>

typedef unsigned long long u64;

// (F(n) mod m, F(n+1) mod m) by fast doubling: F(2k) = F(k)(2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2.
// Residues stay below 10^9, so every product fits in 64 bits.
std::pair<u64, u64> fib(u64 n, u64 m) {
    if (n == 0) return {0, 1 % m};
    auto [a, b] = fib(n / 2, m);
    u64 c = a * ((2 * b + m - a) % m) % m;
    u64 d = (a * a + b * b) % m;
    if (n % 2) return {d, (c + d) % m};
    return {c, d};
}

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        u64 n, m;
        std::cin >> n >> m;
        std::cout << fib(n, m).first << "\n";
    }
}
