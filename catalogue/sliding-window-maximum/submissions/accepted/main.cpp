#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    // The deque holds indices whose values decrease from front to back: the front is the maximum.
    deque<int> window;
    for (int i = 0; i < n; i++) {
        while (!window.empty() && a[window.back()] <= a[i]) window.pop_back();
        window.push_back(i);
        if (window.front() <= i - k) window.pop_front();
        if (i >= k - 1) cout << a[window.front()] << (i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
