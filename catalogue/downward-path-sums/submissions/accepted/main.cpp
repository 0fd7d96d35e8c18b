#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    cin >> n >> k;
    vector<int> parent(n + 1, 0);
    vector<vector<int>> children(n + 1);
    for (int i = 2; i <= n; i++) { cin >> parent[i]; children[parent[i]].push_back(i); }
    vector<long long> v(n + 1);
    for (int i = 1; i <= n; i++) cin >> v[i];
    // Iterative depth-first search; `seen` counts the running sums on the current root path.
    unordered_map<long long, long long> seen;
    seen[0] = 1;
    long long count = 0;
    vector<long long> sum(n + 1);
    vector<pair<int, bool>> stack = {{1, false}};
    while (!stack.empty()) {
        auto [x, leaving] = stack.back();
        stack.pop_back();
        if (leaving) { seen[sum[x]]--; continue; }
        sum[x] = (x == 1 ? 0 : sum[parent[x]]) + v[x];
        auto it = seen.find(sum[x] - k);
        if (it != seen.end()) count += it->second;
        seen[sum[x]]++;
        stack.push_back({x, true});
        for (int c : children[x]) stack.push_back({c, false});
    }
    cout << count << "\n";
    return 0;
}
