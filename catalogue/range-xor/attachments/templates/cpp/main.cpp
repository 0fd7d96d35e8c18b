#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long l, r;
        cin >> l >> r;
        // Print l ^ (l + 1) ^ ... ^ r.
    }
    return 0;
}
