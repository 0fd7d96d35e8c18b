#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long n;
        cin >> n;
        // Print the largest r with r * r <= n.
    }
    return 0;
}
