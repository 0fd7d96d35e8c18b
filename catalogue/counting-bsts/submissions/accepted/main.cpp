#include <iostream>
#include <vector>

int main() {
    const long long MOD = 1000000007;
    int n;
    std::cin >> n;
    std::vector<long long> trees(n + 1, 0);
    trees[0] = 1;
    for (int size = 1; size <= n; size++)
        for (int left = 0; left < size; left++)
            trees[size] = (trees[size] + trees[left] * trees[size - 1 - left]) % MOD;
    std::cout << trees[n] << "\n";
}
