// Rebuilds the answer by prepending to it for every run, copying it letter by letter each time: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    int q;
    cin >> q;
    while (q--) {
        string s, out;
        cin >> s;
        int i = (int)s.size() - 1;
        while (i >= 0) {
            int j = i;
            while (j >= 0 && s[j] == s[i]) j--;
            string piece = s[i] + to_string(i - j), copy;
            for (char ch : piece + out) copy += ch;
            out = copy;
            i = j;
        }
        cout << out << "\n";
    }
    return 0;
}
