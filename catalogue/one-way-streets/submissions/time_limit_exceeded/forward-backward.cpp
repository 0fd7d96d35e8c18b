// For each square not yet placed, searches forwards and backwards from it; the squares found both
// ways form its district: O(N * (N + M)) when districts are small.
#include <bits/stdc++.h>
using namespace std;

int n, m;
vector<vector<int>> adj, radj;

vector<char> reach(const vector<vector<int>>& graph, int s) {
    vector<char> seen(n + 1, 0);
    seen[s] = 1;
    vector<int> stack = {s};
    while (!stack.empty()) {
        int x = stack.back();
        stack.pop_back();
        for (int y : graph[x])
            if (!seen[y]) { seen[y] = 1; stack.push_back(y); }
    }
    return seen;
}

int main() {
    scanf("%d %d", &n, &m);
    adj.assign(n + 1, {});
    radj.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        radj[b].push_back(a);
    }
    vector<char> placed(n + 1, 0);
    int count = 0;
    for (int s = 1; s <= n; s++) {
        if (placed[s]) continue;
        count++;
        vector<char> ahead = reach(adj, s), behind = reach(radj, s);
        for (int t = 1; t <= n; t++)
            if (ahead[t] && behind[t]) placed[t] = 1;
    }
    printf("%d\n", count);
    return 0;
}
