#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto &v : a) cin >> v;
    for (int i = 0; i < q; i++) {
        long long x;
        cin >> x;
        auto it = lower_bound(a.begin(), a.end(), x);  // the first element not less than x
        int answer = (it != a.end() && *it == x) ? int(it - a.begin()) + 1 : -1;
        cout << answer << (i + 1 < q ? ' ' : '\n');
    }
    return 0;
}
