// Too slow: computes F(2), F(3), …, F(n) one after another (n is up to 10^18).
#include <iostream>

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        unsigned long long n, m, a = 0, b = 1;
        std::cin >> n >> m;
        for (unsigned long long i = 0; i < n; i++) {
            unsigned long long next = (a + b) % m;
            a = b;
            b = next;
        }
        std::cout << a % m << "\n";
    }
}
