// Too slow: tries every coin at every step without remembering amounts already solved.
#include <iostream>
#include <vector>

std::vector<int> coins;

int fewest(int amount) {
    if (amount == 0) return 0;
    int best = -1;
    for (int c : coins) {
        if (c > amount) continue;
        int rest = fewest(amount - c);
        if (rest != -1 && (best == -1 || rest + 1 < best)) best = rest + 1;
    }
    return best;
}

int main() {
    int k, amount;
    std::cin >> k >> amount;
    coins.resize(k);
    for (auto& c : coins) std::cin >> c;
    std::cout << fewest(amount) << "\n";
}
