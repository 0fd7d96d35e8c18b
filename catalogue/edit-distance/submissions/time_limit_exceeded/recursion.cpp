// Tries all three operations at every mismatch, remembering nothing: exponential.
#include <algorithm>
#include <iostream>
#include <string>

static std::string s, t;

static int dist(size_t i, size_t j) {
    if (i == s.size()) return static_cast<int>(t.size() - j);
    if (j == t.size()) return static_cast<int>(s.size() - i);
    if (s[i] == t[j]) return dist(i + 1, j + 1);
    return 1 + std::min({dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1)});
}

int main() {
    std::cin >> s >> t;
    std::cout << dist(0, 0) << "\n";
}
