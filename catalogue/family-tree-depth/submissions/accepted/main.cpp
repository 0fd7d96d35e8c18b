#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> parent(n + 1);
    vector<vector<int>> children(n + 1);
    int root = 0;
    for (int i = 1; i <= n; i++) {
        cin >> parent[i];
        if (parent[i] == 0) root = i; else children[parent[i]].push_back(i);
    }
    // Level by level from the ancestor: one round per generation.
    int generations = 0;
    vector<int> level = {root};
    while (!level.empty()) {
        generations++;
        vector<int> next;
        for (int x : level) for (int c : children[x]) next.push_back(c);
        level.swap(next);
    }
    cout << generations << "\n";
    return 0;
}
