#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> v(n);
    for (auto &x : v) cin >> x;
    // Boyer-Moore: pair off different votes; a majority always survives as the candidate.
    long long candidate = 0;
    int lead = 0;
    for (long long x : v) {
        if (lead == 0) { candidate = x; lead = 1; }
        else lead += x == candidate ? 1 : -1;
    }
    // The survivor is only a majority if it really has more than half: count to be sure.
    long long count = count_if(v.begin(), v.end(), [&](long long x) { return x == candidate; });
    if (2 * count > n) cout << candidate << "\n"; else cout << "NO MAJORITY\n";
    return 0;
}
