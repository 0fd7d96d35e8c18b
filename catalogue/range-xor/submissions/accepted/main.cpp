#include <iostream>

// 0 ^ 1 ^ ... ^ n repeats with period 4: n, 1, n + 1, 0.
long long prefixXor(long long n) {
    if (n < 0) return 0;
    switch (n % 4) {
        case 0: return n;
        case 1: return 1;
        case 2: return n + 1;
        default: return 0;
    }
}

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        long long l, r;
        std::cin >> l >> r;
        std::cout << (prefixXor(r) ^ prefixXor(l - 1)) << "\n";
    }
}
