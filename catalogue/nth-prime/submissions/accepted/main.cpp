#include <bits/stdc++.h>
using namespace std;

int main() {
    const int LIMIT = 15485863;  // the 10^6-th prime
    vector<char> composite(LIMIT + 1, 0);
    vector<int> primes;
    primes.reserve(1000000);
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        if ((long long) i * i <= LIMIT)
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    }
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        int n;
        scanf("%d", &n);
        out += to_string(primes[n - 1]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
