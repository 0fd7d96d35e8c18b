#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t, p;
    cin >> t >> p;
    // The prefix function of p: fail[i] = length of the longest proper border of p[0..i].
    int m = p.size();
    vector<int> fail(m, 0);
    for (int i = 1, k = 0; i < m; i++) {
        while (k && p[i] != p[k]) k = fail[k - 1];
        if (p[i] == p[k]) k++;
        fail[i] = k;
    }
    vector<int> starts;
    for (int i = 0, k = 0; i < (int)t.size(); i++) {
        while (k && t[i] != p[k]) k = fail[k - 1];
        if (t[i] == p[k]) k++;
        if (k == m) { starts.push_back(i - m + 2); k = fail[k - 1]; }
    }
    cout << starts.size() << "\n";
    for (size_t i = 0; i < starts.size(); i++) cout << starts[i] << (i + 1 < starts.size() ? ' ' : '\n');
    return 0;
}
