#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = 1;
    // Every palindrome has a centre (a letter, or a gap between two): grow outwards from each.
    for (int c = 0; c < 2 * n - 1; c++) {
        int l = c / 2, r = l + c % 2;
        while (l >= 0 && r < n && s[l] == s[r]) { l--; r++; }
        best = max(best, r - l - 1);
    }
    cout << best << "\n";
    return 0;
}
