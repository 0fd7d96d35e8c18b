// Correct but too slow: for every question, counts primes from 2 again, testing each candidate by
// trial division, about 10^4 questions x 10^9 divisions.
#include <bits/stdc++.h>
using namespace std;

bool isPrime(int m) {
    if (m < 2) return false;
    for (int d = 2; (long long) d * d <= m; d++)
        if (m % d == 0) return false;
    return true;
}

int main() {
    int q;
    scanf("%d", &q);
    while (q--) {
        int n;
        scanf("%d", &n);
        int m = 1, found = 0;
        while (found < n) {
            m++;
            if (isPrime(m)) found++;
        }
        printf("%d\n", m);
    }
    return 0;
}
