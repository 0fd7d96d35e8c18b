// Too slow: the recursive reverse computes the rest of the string twice, 2^|S| calls in all.
#include <iostream>
#include <string>

std::string s;

std::string reversedFrom(size_t i) {
    if (i == s.size()) return "";
    if (reversedFrom(i + 1).size() > s.size()) return "";
    return reversedFrom(i + 1) + s[i];
}

int main() {
    std::cin >> s;
    std::cout << reversedFrom(0) << "\n";
}
