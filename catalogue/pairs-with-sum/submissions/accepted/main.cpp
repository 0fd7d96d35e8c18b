#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    cin >> n >> k;
    unordered_map<long long, long long> seen;  // value -> how many times it appeared so far
    seen.reserve(2 * n);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        auto it = seen.find(k - x);
        if (it != seen.end()) pairs += it->second;
        seen[x]++;
    }
    cout << pairs << "\n";
    return 0;
}
