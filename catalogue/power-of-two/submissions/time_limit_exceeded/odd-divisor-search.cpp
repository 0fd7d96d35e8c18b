// A positive X is a power of two exactly when it has no odd divisor d >= 3: tries every odd d up to X,
// up to 5 * 10^17 tries for a large power of two.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        unsigned long long x;
        scanf("%llu", &x);
        bool power = x > 0;
        for (unsigned long long d = 3; power && d <= x; d += 2)
            if (x % d == 0) power = false;
        puts(power ? "YES" : "NO");
    }
    return 0;
}
