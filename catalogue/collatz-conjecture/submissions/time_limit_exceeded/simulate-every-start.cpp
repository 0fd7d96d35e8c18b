// Correct but too slow: follows the whole chain of every start in every question, about
// 10^4 questions x 10^6 starts x 130 steps.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        long long total = 0;
        for (int n = l; n <= r; n++) {
            long long m = n;
            while (m != 1) {
                m = (m % 2 == 0) ? m / 2 : 3 * m + 1;
                total++;
            }
        }
        printf("%lld\n", total);
    }
    return 0;
}
