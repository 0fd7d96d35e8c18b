#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int n;
    cin >> n;
    long long a = 1, b = 1;  // ways to reach step i-1 and step i
    for (int i = 2; i <= n; i++) {
        long long c = (a + b) % MOD;
        a = b;
        b = c;
    }
    cout << b << "\n";
    return 0;
}
