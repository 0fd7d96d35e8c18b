// Shifts every letter one place at a time, K times over: up to 10^9 steps per letter.
#include <iostream>
#include <string>

int main() {
    long long k;
    std::string message;
    std::cin >> k;
    std::getline(std::cin, message);  // the rest of the first line
    std::getline(std::cin, message);
    for (char& ch : message) {
        bool lower = ch >= 'a' && ch <= 'z', upper = ch >= 'A' && ch <= 'Z';
        if (!lower && !upper) continue;
        char base = lower ? 'a' : 'A';
        int code = ch - base;
        for (long long step = 0; step < k; step++) code = (code + 1) % 26;
        ch = static_cast<char>(base + code);
    }
    std::cout << message << "\n";
}
