#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    while (q--) {
        long long t;
        cin >> t;
        int i = 0, j = n - 1;
        bool found = false;
        while (i < j && !found) {
            long long s = a[i] + a[j];
            if (s == t) found = true;
            else if (s < t) i++;  // a[i] cannot pair with anything up to a[j]: too small
            else j--;
        }
        cout << (found ? "YES" : "NO") << "\n";
    }
    return 0;
}
