// Merges any two overlapping intervals it finds and starts over, until none overlap: O(N^3) worst case.
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<std::pair<long long, long long>> spans(n);
    for (auto& s : spans) std::scanf("%lld %lld", &s.first, &s.second);
    bool changed = true;
    while (changed) {
        changed = false;
        for (size_t i = 0; i < spans.size() && !changed; i++) {
            for (size_t j = i + 1; j < spans.size(); j++) {
                auto a = spans[i], b = spans[j];
                if (a.first <= b.second && b.first <= a.second) {
                    spans[i] = {std::min(a.first, b.first), std::max(a.second, b.second)};
                    spans.erase(spans.begin() + static_cast<long>(j));
                    changed = true;
                    break;
                }
            }
        }
    }
    std::sort(spans.begin(), spans.end());
    std::printf("%zu\n", spans.size());
    for (auto& s : spans) std::printf("%lld %lld\n", s.first, s.second);
}
