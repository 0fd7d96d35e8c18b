// Tries every subset of items: 2^N.
#include <algorithm>
#include <iostream>
#include <vector>

static int n;
static std::vector<long long> weight, value;

static long long best(int i, long long room) {
    if (i == n) return 0;
    long long skip = best(i + 1, room);
    if (weight[i] > room) return skip;
    return std::max(skip, value[i] + best(i + 1, room - weight[i]));
}

int main() {
    long long cap;
    std::cin >> n >> cap;
    weight.resize(n);
    value.resize(n);
    for (int i = 0; i < n; i++) std::cin >> weight[i] >> value[i];
    std::cout << best(0, cap) << "\n";
}
