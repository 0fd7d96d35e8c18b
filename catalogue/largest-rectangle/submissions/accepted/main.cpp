#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    // Each bar, when popped, is the lowest bar of the widest rectangle of its height:
    // it reaches from just after the bar below it on the stack to just before i.
    vector<int> stack;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        long long cur = i < n ? h[i] : 0;
        while (!stack.empty() && h[stack.back()] >= cur) {
            long long height = h[stack.back()];
            stack.pop_back();
            int left = stack.empty() ? 0 : stack.back() + 1;
            best = max(best, height * (i - left));
        }
        stack.push_back(i);
    }
    cout << best << "\n";
    return 0;
}
