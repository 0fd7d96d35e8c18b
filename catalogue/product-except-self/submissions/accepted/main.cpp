#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const long long MOD = 1000000007LL;
    int n;
    cin >> n;
    vector<long long> a(n), left(n, 1), out(n);
    for (auto &x : a) cin >> x;
    for (int i = 1; i < n; i++) left[i] = left[i - 1] * (a[i - 1] % MOD) % MOD;  // product before i
    long long right = 1;                                                        // product after i
    for (int i = n - 1; i >= 0; i--) {
        out[i] = left[i] * right % MOD;
        right = right * (a[i] % MOD) % MOD;
    }
    for (int i = 0; i < n; i++) cout << out[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
