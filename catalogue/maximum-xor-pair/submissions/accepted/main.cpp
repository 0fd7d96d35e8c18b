#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    // A binary trie of the bits, highest first: child[node][bit].
    vector<array<int, 2>> child(1, {0, 0});
    auto insert = [&](int x) {
        int node = 0;
        for (int b = 29; b >= 0; b--) {
            int bit = x >> b & 1;
            if (!child[node][bit]) { child[node][bit] = child.size(); child.push_back({0, 0}); }
            node = child[node][bit];
        }
    };
    auto bestWith = [&](int x) {
        int node = 0, value = 0;
        for (int b = 29; b >= 0; b--) {
            int want = (x >> b & 1) ^ 1;  // the opposite bit makes this bit of x ^ y one
            if (child[node][want]) { value |= 1 << b; node = child[node][want]; }
            else node = child[node][want ^ 1];
        }
        return value;
    };
    insert(a[0]);
    int best = 0;
    for (int i = 1; i < n; i++) {
        best = max(best, bestWith(a[i]));
        insert(a[i]);
    }
    cout << best << "\n";
    return 0;
}
