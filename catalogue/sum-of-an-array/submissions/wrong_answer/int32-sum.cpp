// Wrong: keeps the running sum in 32 bits, which wraps once it passes about 2.1·10^9.
#include <cstdint>
#include <iostream>

int main() {
    int n;
    std::cin >> n;
    std::uint32_t sum = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::cin >> a;
        sum += static_cast<std::uint32_t>(a);
    }
    std::cout << static_cast<std::int32_t>(sum) << "\n";
}
