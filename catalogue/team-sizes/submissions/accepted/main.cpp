#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> manager(n + 1, 0);
    vector<vector<int>> reports(n + 1);
    for (int i = 2; i <= n; i++) { cin >> manager[i]; reports[manager[i]].push_back(i); }
    // Visit top-down, then add sizes bottom-up (reverse visit order): no deep recursion.
    vector<int> order, stack = {1};
    while (!stack.empty()) {
        int x = stack.back();
        stack.pop_back();
        order.push_back(x);
        for (int y : reports[x]) stack.push_back(y);
    }
    vector<int> size(n + 1, 1);
    for (int k = n - 1; k > 0; k--) size[manager[order[k]]] += size[order[k]];
    for (int i = 1; i <= n; i++) cout << size[i] << (i < n ? ' ' : '\n');
    return 0;
}
