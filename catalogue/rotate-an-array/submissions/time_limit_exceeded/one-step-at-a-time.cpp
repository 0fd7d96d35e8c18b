// Too slow: performs all K rotations one by one (K is up to 10^18).
#include <iostream>
#include <vector>

int main() {
    long long n, k;
    std::cin >> n >> k;
    std::vector<long long> a(n);
    for (auto& x : a) std::cin >> x;
    for (long long r = 0; r < k; r++) {
        long long last = a[n - 1];
        for (long long i = n - 1; i > 0; i--) a[i] = a[i - 1];
        a[0] = last;
    }
    for (long long i = 0; i < n; i++) std::cout << a[i] << (i + 1 < n ? ' ' : '\n');
}
