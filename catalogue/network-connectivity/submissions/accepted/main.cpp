#include <bits/stdc++.h>
using namespace std;

struct DisjointSets {
    vector<int> parent, size;
    explicit DisjointSets(int n) : parent(n + 1), size(n + 1, 1) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];  // path halving
        return x;
    }
    void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return;
        if (size[a] < size[b]) swap(a, b);  // union by size keeps the trees shallow
        parent[b] = a;
        size[a] += size[b];
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    DisjointSets sets(n);
    string cmd;
    while (q--) {
        int a, b;
        cin >> cmd >> a >> b;
        if (cmd == "link") sets.unite(a, b);
        else cout << (sets.find(a) == sets.find(b) ? "YES" : "NO") << "\n";
    }
    return 0;
}
