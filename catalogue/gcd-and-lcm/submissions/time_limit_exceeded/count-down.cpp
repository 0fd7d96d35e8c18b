// Tries every divisor from min(A, B) down: up to 10^12 steps.
#include <algorithm>
#include <cstdio>
#include <string>

static std::string digits(unsigned __int128 v) {
    std::string s;
    do s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10))); while ((v /= 10) > 0);
    return s;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long a, b;
        std::scanf("%lld %lld", &a, &b);
        long long g = std::min(a, b);
        while (a % g || b % g) g--;
        unsigned __int128 lcm = static_cast<unsigned __int128>(a / g) * static_cast<unsigned long long>(b);
        std::printf("%lld %s\n", g, digits(lcm).c_str());
    }
}
