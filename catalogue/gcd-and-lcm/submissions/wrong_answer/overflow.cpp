#include <bits/stdc++.h>
using namespace std;

int main() {
    // a / g * b can exceed 64 bits.
    int q;
    cin >> q;
    while (q--) {
        long long a, b;
        cin >> a >> b;
        long long g = __gcd(a, b);
        cout << g << " " << a / g * b << "\n";
    }
    return 0;
}
