// Uses "n and n - 9 have the same digital root" and subtracts 9 from the decimal number until one
// digit is left: about n / 9 steps, hopeless for numbers with more than a dozen digits.
#include <bits/stdc++.h>
using namespace std;

// s holds a number of at least two digits without leading zeros, s >= 10.
void minusNine(string &s) {
    int i = (int)s.size() - 1;
    int d = s[i] - '0' - 9;
    if (d >= 0) { s[i] = char('0' + d); return; }
    s[i] = char('0' + d + 10);
    for (i--; s[i] == '0'; i--) s[i] = '9';
    s[i]--;
    if (s[0] == '0') s.erase(0, 1);
}

int main() {
    int q;
    cin >> q;
    string s;
    while (q--) {
        cin >> s;
        while (s.size() > 1) minusNine(s);
        cout << s << "\n";
    }
    return 0;
}
