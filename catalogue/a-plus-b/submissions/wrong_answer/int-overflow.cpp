// Wrong: adds in 32 bits, so 2·10^9 + 2·10^9 wraps around to a negative number.
#include <cstdint>
#include <iostream>

int main() {
    long long a, b;
    std::cin >> a >> b;
    std::int32_t sum = static_cast<std::int32_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
    std::cout << sum << "\n";
}
