// Tries every order of the places: (N - 1)! round trips.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<long long>> d(n, vector<long long>(n));
    for (auto &row : d) for (auto &x : row) cin >> x;
    vector<int> order;
    for (int i = 1; i < n; i++) order.push_back(i);
    long long best = LLONG_MAX;
    do {
        long long total = 0;
        int at = 0;
        for (int k : order) {
            total += d[at][k];
            at = k;
        }
        total += d[at][0];
        best = min(best, total);
    } while (next_permutation(order.begin(), order.end()));
    cout << best << "\n";
    return 0;
}
