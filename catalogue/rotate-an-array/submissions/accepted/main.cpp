#include <iostream>
#include <vector>

int main() {
    long long n, k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto& x : a) std::cin >> x;
    long long shift = k % n;
    for (long long i = 0; i < n; i++) std::cout << a[(i - shift + n) % n] << (i + 1 < n ? ' ' : '\n');
}
