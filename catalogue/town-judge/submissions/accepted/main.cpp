#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    // score = trusted by - trusts: only the judge reaches n - 1.
    vector<int> score(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        score[a]--;
        score[b]++;
    }
    for (int i = 1; i <= n; i++)
        if (score[i] == n - 1) { cout << i << "\n"; return 0; }
    cout << -1 << "\n";
    return 0;
}
