#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int TOP = 1000000;
    vector<bool> composite(TOP + 1, false);
    vector<int> prefix(TOP + 1, 0);  // prefix[i]: primes up to i
    for (int i = 2; i <= TOP; i++) {
        if (!composite[i])
            for (long long j = (long long)i * i; j <= TOP; j += i) composite[j] = true;
        prefix[i] = prefix[i - 1] + (composite[i] ? 0 : 1);
    }
    int q;
    cin >> q;
    while (q--) {
        int l, r;
        cin >> l >> r;
        cout << prefix[r] - prefix[l - 1] << "\n";
    }
    return 0;
}
