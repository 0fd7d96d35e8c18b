#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    array<long long, 30> ones{};  // how many numbers have each bit set
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        for (int b = 0; b < 30; b++) ones[b] += x >> b & 1;
    }
    long long total = 0;
    for (int b = 0; b < 30; b++) total += ones[b] * (n - ones[b]);  // one set, one unset
    cout << total << "\n";
    return 0;
}
