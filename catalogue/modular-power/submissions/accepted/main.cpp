#include <bits/stdc++.h>
using namespace std;

// a^b mod m by squaring: look at b's bits from the lowest.
unsigned long long power(unsigned long long a, unsigned long long b, unsigned long long m) {
    unsigned long long result = 1 % m;
    a %= m;
    while (b > 0) {
        if (b & 1) result = result * a % m;  // both below 10^9: the product fits in 64 bits
        a = a * a % m;
        b >>= 1;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    while (q--) {
        unsigned long long a, b, m;
        cin >> a >> b >> m;
        cout << power(a, b, m) << "\n";
    }
    return 0;
}
