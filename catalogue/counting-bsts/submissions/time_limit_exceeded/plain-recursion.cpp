// Too slow: the recursion recounts the same subtree sizes again and again (exponential in N).
#include <iostream>

const long long MOD = 1000000007;

long long trees(int n) {
    if (n <= 1) return 1;
    long long total = 0;
    for (int left = 0; left < n; left++) total = (total + trees(left) * trees(n - 1 - left)) % MOD;
    return total;
}

int main() {
    int n;
    std::cin >> n;
    std::cout << trees(n) << "\n";
}
