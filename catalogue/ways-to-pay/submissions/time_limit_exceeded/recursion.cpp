// Tries every count of every coin value without remembering anything: exponential.
#include <iostream>
#include <vector>

static const long long MOD = 1000000007;
static int n;
static std::vector<long long> coins;

static long long ways(int i, long long left) {
    if (left == 0) return 1;
    if (i == n) return 0;
    long long total = 0;
    for (long long used = 0; used <= left; used += coins[i]) total = (total + ways(i + 1, left - used)) % MOD;
    return total;
}

int main() {
    long long x;
    std::cin >> n >> x;
    coins.resize(n);
    for (auto& coin : coins) std::cin >> coin;
    std::cout << ways(0, x) << "\n";
}
