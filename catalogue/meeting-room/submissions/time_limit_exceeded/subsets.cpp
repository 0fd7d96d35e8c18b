#include <bits/stdc++.h>
using namespace std;

// Tries, for each meeting, taking it or not: exponential.
int n;
vector<pair<long long, long long>> m;

int best(int i, long long freeAt) {
    if (i == n) return 0;
    int skip = best(i + 1, freeAt);
    if (m[i].first >= freeAt) return max(skip, 1 + best(i + 1, m[i].second));
    return skip;
}

int main() {
    cin >> n;
    m.resize(n);
    for (auto &[s, e] : m) cin >> s >> e;
    sort(m.begin(), m.end());
    cout << best(0, -1) << "\n";
    return 0;
}
