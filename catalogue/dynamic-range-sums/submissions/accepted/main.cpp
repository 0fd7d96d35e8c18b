#include <bits/stdc++.h>
using namespace std;

// Fenwick tree: tree[i] holds the sum of a[i - lowbit(i) + 1 .. i].
struct Fenwick {
    vector<long long> tree;
    explicit Fenwick(int n) : tree(n + 1, 0) {}
    void add(int i, long long delta) { for (; i < (int)tree.size(); i += i & -i) tree[i] += delta; }
    long long prefix(int i) const { long long s = 0; for (; i > 0; i -= i & -i) s += tree[i]; return s; }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n + 1);
    Fenwick fenwick(n);
    for (int i = 1; i <= n; i++) { cin >> a[i]; fenwick.add(i, a[i]); }
    string cmd;
    while (q--) {
        long long x, y;
        cin >> cmd >> x >> y;
        if (cmd == "set") { fenwick.add(x, y - a[x]); a[x] = y; }
        else cout << fenwick.prefix(y) - fenwick.prefix(x - 1) << "\n";
    }
    return 0;
}
