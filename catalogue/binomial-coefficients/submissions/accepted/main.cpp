#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

long long power(long long a, long long b) {
    long long r = 1;
    for (a %= MOD; b > 0; b >>= 1, a = a * a % MOD) if (b & 1) r = r * a % MOD;
    return r;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int TOP = 1000000;
    vector<long long> fact(TOP + 1), inv(TOP + 1);  // n! and (n!)^-1 modulo p
    fact[0] = 1;
    for (int i = 1; i <= TOP; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[TOP] = power(fact[TOP], MOD - 2);  // Fermat: a^(p-2) is a's inverse
    for (int i = TOP; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    int q;
    cin >> q;
    while (q--) {
        int n, k;
        cin >> n >> k;
        cout << fact[n] * inv[k] % MOD * inv[n - k] % MOD << "\n";
    }
    return 0;
}
