#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    // diff[i]: how much element i differs from element i - 1 after all updates.
    vector<long long> diff(n + 2, 0);
    while (q--) {
        int l, r;
        long long v;
        cin >> l >> r >> v;
        diff[l] += v;
        diff[r + 1] -= v;
    }
    long long running = 0;
    for (int i = 1; i <= n; i++) {
        running += diff[i];
        cout << running << (i < n ? ' ' : '\n');
    }
    return 0;
}
