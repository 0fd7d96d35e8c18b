// Counts from 0 up to X on a binary counter, keeping the number of 1 bits as it goes:
// O(X) per number, far too slow for large X.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        unsigned long long x;
        scanf("%llu", &x);
        int bit[64] = {0};
        int ones = 0;
        for (unsigned long long v = 0; v < x; v++) {  // v -> v + 1
            int i = 0;
            while (bit[i]) {
                bit[i++] = 0;
                ones--;
            }
            bit[i] = 1;
            ones++;
        }
        printf("%d\n", ones);
    }
    return 0;
}
