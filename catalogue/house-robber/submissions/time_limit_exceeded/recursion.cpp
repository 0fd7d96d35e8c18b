// Decides knock or skip for every house without remembering answers: exponential.
#include <algorithm>
#include <cstdio>
#include <vector>

static int n;
static std::vector<long long> d;

static long long best(int i) {
    if (i >= n) return 0;
    return std::max(d[i] + best(i + 2), best(i + 1));
}

int main() {
    if (std::scanf("%d", &n) != 1) return 0;
    d.resize(n);
    for (auto& x : d) std::scanf("%lld", &x);
    std::printf("%lld\n", best(0));
}
