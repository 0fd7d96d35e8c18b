#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int t = 0; t < q; t++) {
        long long x;
        cin >> x;
        // One half of [lo, hi] is always sorted: check whether x lies in it, and keep that half or the other.
        int lo = 0, hi = n - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            if (a[mid] == x) { found = mid + 1; break; }
            if (a[lo] <= a[mid]) {
                if (a[lo] <= x && x < a[mid]) hi = mid - 1; else lo = mid + 1;
            } else {
                if (a[mid] < x && x <= a[hi]) lo = mid + 1; else hi = mid - 1;
            }
        }
        cout << found << (t + 1 < q ? ' ' : '\n');
    }
    return 0;
}
