#include <bits/stdc++.h>
using namespace std;

// Tries every pair, and for each pair recomputes the XOR bit by bit: O(N^2 * 30).
int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int v = 0;
            for (int b = 29; b >= 0; b--)
                if (((a[i] >> b) & 1) != ((a[j] >> b) & 1)) v |= 1 << b;
            best = max(best, v);
        }
    cout << best << "\n";
    return 0;
}
