#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());  // equal values become neighbours
    cout << unique(a.begin(), a.end()) - a.begin() << "\n";
    return 0;
}
