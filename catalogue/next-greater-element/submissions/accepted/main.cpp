#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n), ans(n, -1), stack;  // stack: indices still waiting for a greater element
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && a[stack.back()] < a[i]) {
            ans[stack.back()] = a[i];
            stack.pop_back();
        }
        stack.push_back(i);
    }
    for (int i = 0; i < n; i++) cout << ans[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
