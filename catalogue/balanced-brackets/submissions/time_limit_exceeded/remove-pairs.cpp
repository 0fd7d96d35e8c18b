// Removes one adjacent matching pair at a time and starts scanning over from the left:
// O(L^2) per string, far too slow on a long deeply nested string.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    string s;
    while (q--) {
        cin >> s;
        bool changed = true;
        while (changed) {
            changed = false;
            for (size_t i = 0; i + 1 < s.size(); i++) {
                char a = s[i], b = s[i + 1];
                if ((a == '(' && b == ')') || (a == '[' && b == ']') || (a == '{' && b == '}')) {
                    s.erase(i, 2);
                    changed = true;
                    break;
                }
            }
        }
        cout << (s.empty() ? "YES" : "NO") << "\n";
    }
    return 0;
}
