// Wrong: sqrt on a double rounds n = r*r - 1 up to r*r for large r.
#include <cmath>
#include <iostream>

int main() {
    int q;
    std::cin >> q;
    while (q--) {
        long long n;
        std::cin >> n;
        std::cout << static_cast<long long>(std::sqrt(static_cast<double>(n))) << "\n";
    }
}
