// Wrong: counts in 64 bits and takes the modulo only at the end; the counts wrap past 2^64 by N = 36.
#include <iostream>
#include <vector>

int main() {
    int n;
    std::cin >> n;
    std::vector<unsigned long long> trees(n + 1, 0);
    trees[0] = 1;
    for (int size = 1; size <= n; size++)
        for (int left = 0; left < size; left++) trees[size] += trees[left] * trees[size - 1 - left];
    std::cout << trees[n] % 1000000007ULL << "\n";
}
