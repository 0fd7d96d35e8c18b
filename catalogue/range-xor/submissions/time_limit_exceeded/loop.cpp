// Too slow: XORs every integer from L to R (up to 10^18 of them).
#include <iostream>

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        long long l, r, x = 0;
        std::cin >> l >> r;
        for (long long v = l; v <= r; v++) x ^= v;
        std::cout << x << "\n";
    }
}
