// Too slow: tries r = 0, 1, 2, … (up to 10^9 steps per query, 100 queries).
#include <iostream>

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        long long n, r = 0;
        std::cin >> n;
        while ((r + 1) * (r + 1) <= n) r++;
        std::cout << r << "\n";
    }
}
