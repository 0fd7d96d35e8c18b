// Finds each node's depth by searching for its parent from the root every time: O(N^2).
#include <cstdio>
#include <map>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<int> left(n + 1), right(n + 1);
    for (int z = 1; z <= n; z++) std::scanf("%d %d", &left[z], &right[z]);
    std::map<int, long long> sums;
    for (int x = 1; x <= n; x++) {
        int depth = 0, y = x;
        while (y != 1) {
            int found = 0;
            for (int z = 1; z <= n; z++) {
                if (left[z] == y || right[z] == y) {
                    found = z;
                    break;
                }
            }
            y = found;
            depth++;
        }
        sums[depth] += x;
    }
    bool first = true;
    for (auto& [depth, sum] : sums) std::printf(first ? "%lld" : " %lld", sum), first = false;
    std::printf("\n");
}
