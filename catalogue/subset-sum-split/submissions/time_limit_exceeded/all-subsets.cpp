#include <bits/stdc++.h>
using namespace std;

// Tries all 2^N subsets.
int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long count = 0;
    for (unsigned long long mask = 0; mask < (1ULL << n); mask++) {
        long long s = 0;
        for (int i = 0; i < n; i++) if (mask >> i & 1) s += a[i];
        if (s == t) count++;
    }
    cout << count << "\n";
    return 0;
}
