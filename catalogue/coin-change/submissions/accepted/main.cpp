#include <iostream>
#include <vector>

int main() {
    int k, amount;
    std::cin >> k >> amount;
    std::vector<int> coins(k);
    for (auto& c : coins) std::cin >> c;
    const int NONE = -1;
    std::vector<int> best(amount + 1, NONE);
    best[0] = 0;
    for (int a = 1; a <= amount; a++)
        for (int c : coins)
            if (c <= a && best[a - c] != NONE && (best[a] == NONE || best[a - c] + 1 < best[a])) best[a] = best[a - c] + 1;
    std::cout << best[amount] << "\n";
}
