#include <bits/stdc++.h>
using namespace std;

// Tries every way of putting players into two teams: 2^N splits.
int n, m;
vector<pair<int, int>> pairs;
vector<int> team;

bool place(int i) {
    if (i > n) {
        for (auto [a, b] : pairs) if (team[a] == team[b]) return false;
        return true;
    }
    for (int t = 0; t < 2; t++) { team[i] = t; if (place(i + 1)) return true; }
    return false;
}

int main() {
    cin >> n >> m;
    pairs.resize(m);
    for (auto &[a, b] : pairs) cin >> a >> b;
    team.assign(n + 1, 0);
    cout << (place(1) ? "YES" : "NO") << "\n";
    return 0;
}
