#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());  // once: then every question is one lookup
    for (int i = 0; i < q; i++) {
        int k;
        cin >> k;
        cout << a[k - 1] << (i + 1 < q ? ' ' : '\n');
    }
    return 0;
}
