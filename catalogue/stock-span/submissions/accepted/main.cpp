#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    vector<int> stack;  // days whose price is higher than every later price so far
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && p[stack.back()] <= p[i]) stack.pop_back();
        cout << (stack.empty() ? i + 1 : i - stack.back()) << (i + 1 < n ? ' ' : '\n');
        stack.push_back(i);
    }
    return 0;
}
