// Tries both choices at every mismatch, without remembering answers: exponential.
#include <algorithm>
#include <iostream>
#include <string>

static std::string s, t;

static int lcs(size_t i, size_t j) {
    if (i == s.size() || j == t.size()) return 0;
    if (s[i] == t[j]) return 1 + lcs(i + 1, j + 1);
    return std::max(lcs(i + 1, j), lcs(i, j + 1));
}

int main() {
    std::cin >> s >> t;
    std::cout << lcs(0, 0) << "\n";
}
