#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        unsigned long long n, m;
        cin >> n >> m;
        // Print F(n) mod m.
    }
    return 0;
}
