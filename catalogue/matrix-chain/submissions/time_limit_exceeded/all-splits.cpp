#include <bits/stdc++.h>
using namespace std;

// Tries every parenthesisation by recursion, remembering nothing: exponential (Catalan numbers).
vector<long long> d;

long long cheapest(int i, int j) {
    if (i == j) return 0;
    long long best = LLONG_MAX;
    for (int k = i; k < j; k++) best = min(best, cheapest(i, k) + cheapest(k + 1, j) + d[i] * d[k + 1] * d[j + 1]);
    return best;
}

int main() {
    int n;
    cin >> n;
    d.resize(n + 1);
    for (auto &x : d) cin >> x;
    cout << cheapest(0, n - 1) << "\n";
    return 0;
}
