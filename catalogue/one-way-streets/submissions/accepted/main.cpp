#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n + 1), radj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        adj[a].push_back(b);
        radj[b].push_back(a);
    }
    // Kosaraju: record finishing order with an iterative depth-first search, then search the
    // reversed graph in reverse finishing order; each search there is one component.
    vector<char> seen(n + 1, 0);
    vector<int> order;
    for (int s = 1; s <= n; s++) {
        if (seen[s]) continue;
        seen[s] = 1;
        vector<pair<int, size_t>> stack = {{s, 0}};
        while (!stack.empty()) {
            auto &[x, i] = stack.back();
            if (i < adj[x].size()) {
                int y = adj[x][i++];
                if (!seen[y]) { seen[y] = 1; stack.push_back({y, 0}); }
            } else {
                order.push_back(x);
                stack.pop_back();
            }
        }
    }
    vector<int> comp(n + 1, 0);
    int count = 0;
    for (int k = n - 1; k >= 0; k--) {
        int s = order[k];
        if (comp[s]) continue;
        comp[s] = ++count;
        vector<int> stack = {s};
        while (!stack.empty()) {
            int x = stack.back();
            stack.pop_back();
            for (int y : radj[x]) if (!comp[y]) { comp[y] = count; stack.push_back(y); }
        }
    }
    cout << count << "\n";
    return 0;
}
