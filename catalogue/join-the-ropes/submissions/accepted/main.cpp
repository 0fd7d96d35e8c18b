#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    priority_queue<long long, vector<long long>, greater<long long>> ropes;
    for (int i = 0; i < n; i++) { long long x; cin >> x; ropes.push(x); }
    // Always tie the two shortest ropes: they are then counted in the most later ties.
    long long cost = 0;
    while (ropes.size() > 1) {
        long long a = ropes.top(); ropes.pop();
        long long b = ropes.top(); ropes.pop();
        cost += a + b;
        ropes.push(a + b);
    }
    cout << cost << "\n";
    return 0;
}
