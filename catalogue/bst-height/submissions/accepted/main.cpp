#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    map<long long, int> depth;  // the keys inserted so far, in order, with their depths
    int best = 0;
    for (int i = 0; i < n; i++) {
        long long k;
        cin >> k;
        // The new key's parent is its in-order neighbour that is deeper (inserted later).
        auto above = depth.lower_bound(k);
        int d = 1;
        if (above != depth.end()) d = max(d, above->second + 1);
        if (above != depth.begin()) d = max(d, prev(above)->second + 1);
        depth[k] = d;
        best = max(best, d);
    }
    cout << best << "\n";
    return 0;
}
