// Tries every sequence of moves by plain recursion, without remembering any count: exponential in N.
#include <iostream>

const long long MOD = 1000000007;

long long ways(int n) {
    if (n <= 1) return 1;
    return (ways(n - 1) + ways(n - 2)) % MOD;
}

int main() {
    int n;
    std::cin >> n;
    std::cout << ways(n) << "\n";
}
