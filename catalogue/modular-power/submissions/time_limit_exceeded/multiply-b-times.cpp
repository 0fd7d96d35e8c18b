#include <bits/stdc++.h>
using namespace std;

// Multiplies by A, B times: up to 10^18 steps.
int main() {
    int q;
    cin >> q;
    while (q--) {
        unsigned long long a, b, m;
        cin >> a >> b >> m;
        unsigned long long result = 1 % m;
        for (unsigned long long i = 0; i < b; i++) result = result * (a % m) % m;
        cout << result << "\n";
    }
    return 0;
}
