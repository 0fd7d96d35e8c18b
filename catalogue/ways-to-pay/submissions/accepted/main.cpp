#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MOD = 1000000007;
    int n, x;
    cin >> n >> x;
    vector<int> ways(x + 1, 0);  // ways[s]: ways to pay s with the coin values seen so far
    ways[0] = 1;
    for (int i = 0; i < n; i++) {
        int c;
        cin >> c;
        // One coin value at a time (outer loop), so each multiset is counted once, in one order.
        for (int s = c; s <= x; s++) ways[s] = (ways[s] + ways[s - c]) % MOD;
    }
    cout << ways[x] << "\n";
    return 0;
}
