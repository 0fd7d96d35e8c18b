#include <bits/stdc++.h>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int m = t.size();
    vector<int> prev(m + 1, 0), cur(m + 1, 0);
    for (char c : s) {
        for (int j = 1; j <= m; j++)
            cur[j] = c == t[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
        swap(prev, cur);
    }
    cout << prev[m] << "\n";
    return 0;
}
