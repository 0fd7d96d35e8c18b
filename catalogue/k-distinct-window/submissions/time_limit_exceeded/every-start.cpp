#include <bits/stdc++.h>
using namespace std;

// Extends a window from every start until it has too many letters: O(N^2) when windows are long.
int main() {
    int k;
    string s;
    cin >> k >> s;
    int n = s.size(), best = 0;
    for (int i = 0; i < n; i++) {
        bool used[26] = {};
        int distinct = 0, j = i;
        for (; j < n; j++) {
            if (!used[s[j] - 'a']) {
                if (distinct == k) break;
                used[s[j] - 'a'] = true;
                distinct++;
            }
        }
        best = max(best, j - i);
    }
    cout << best << "\n";
    return 0;
}
