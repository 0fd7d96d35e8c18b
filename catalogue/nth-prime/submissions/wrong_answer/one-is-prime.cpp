// Starts the sieve at 1 instead of 2, so 1 is listed as the first prime: every answer is the prime
// before the right one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int LIMIT = 15485863;
    vector<char> sieve(LIMIT + 1, 1);
    sieve[0] = 0;
    for (int i = 2; (long long)i * i <= LIMIT; i++)
        if (sieve[i])
            for (int j = i * i; j <= LIMIT; j += i) sieve[j] = 0;
    vector<int> primes;
    for (int i = 0; i <= LIMIT; i++)
        if (sieve[i]) primes.push_back(i);
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        int n;
        scanf("%d", &n);
        out += to_string(primes[n - 1]) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
