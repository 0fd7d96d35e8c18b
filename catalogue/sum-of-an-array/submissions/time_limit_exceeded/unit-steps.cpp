// Too slow: adds every number one unit at a time, checking each step 16 times.
#include <iostream>

int main() {
    int n;
    std::cin >> n;
    volatile long long sum = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::cin >> a;
        long long step = a < 0 ? -1 : 1;
        for (long long k = 0; k != a; k += step) {
            for (int check = 0; check < 16; check++) sum = sum + 0;
            sum = sum + step;
        }
    }
    std::cout << sum << "\n";
}
