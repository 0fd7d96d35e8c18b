#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> after(n + 1);
    vector<int> need(n + 1, 0);  // how many courses must still come before each one
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        after[a].push_back(b);
        need[b]++;
    }
    // Kahn's algorithm with a min-heap: always take the lowest numbered course that is free.
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int i = 1; i <= n; i++) if (need[i] == 0) ready.push(i);
    vector<int> order;
    while (!ready.empty()) {
        int x = ready.top();
        ready.pop();
        order.push_back(x);
        for (int y : after[x]) if (--need[y] == 0) ready.push(y);
    }
    if ((int)order.size() < n) { cout << "IMPOSSIBLE\n"; return 0; }
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
