#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> s(n);
    for (auto &x : s) cin >> x;
    // Breadth-first by levels: stones up to `frontier` take `jumps` jumps; `reach` is the farthest
    // stone the next jump can land on.
    long long jumps = 0, reach = 0, frontier = 0;
    for (int i = 0; i < n - 1; i++) {
        reach = max(reach, i + s[i]);
        if (i == frontier) {
            if (reach <= i) { cout << -1 << "\n"; return 0; }
            jumps++;
            frontier = reach;
            if (frontier >= n - 1) break;
        }
    }
    cout << jumps << "\n";
    return 0;
}
