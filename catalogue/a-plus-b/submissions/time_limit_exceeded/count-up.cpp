// Too slow: adds B to A one unit at a time, and checks each step 64 times (about 6·10^10 steps).
#include <iostream>

int main() {
    long long a, b;
    std::cin >> a >> b;
    volatile long long sum = a;
    long long step = b < 0 ? -1 : 1;
    for (long long i = 0; i != b; i += step) {
        for (int check = 0; check < 64; check++) sum = sum + 0;
        sum = sum + step;
    }
    std::cout << sum << "\n";
}
