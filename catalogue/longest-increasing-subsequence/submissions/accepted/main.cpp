#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    // tails[k]: the smallest possible last element of an increasing subsequence of length k + 1.
    vector<long long> tails;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        auto it = lower_bound(tails.begin(), tails.end(), x);  // strictly increasing: replace >= x
        if (it == tails.end()) tails.push_back(x); else *it = x;
    }
    cout << tails.size() << "\n";
    return 0;
}
