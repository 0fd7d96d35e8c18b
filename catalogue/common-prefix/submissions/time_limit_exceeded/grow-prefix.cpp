// Tries ever longer prefixes of the first word and checks every word against each one from its
// first letter: O(N * L^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> words(n);
    for (auto &w : words) cin >> w;
    size_t best = 0;
    for (size_t length = 1; length <= words[0].size(); length++) {
        bool ok = true;
        for (const string &w : words) {
            size_t k = 0;
            while (k < length && k < w.size() && w[k] == words[0][k]) k++;
            if (k < length) { ok = false; break; }
        }
        if (!ok) break;
        best = length;
    }
    cout << (best ? words[0].substr(0, best) : "NONE") << "\n";
    return 0;
}
