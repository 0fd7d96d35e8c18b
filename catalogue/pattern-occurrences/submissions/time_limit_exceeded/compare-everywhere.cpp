// Compares the pattern at every position character by character: O(|T| * |P|).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    string t, p;
    cin >> t >> p;
    size_t m = p.size();
    vector<size_t> starts;
    for (size_t i = 0; i + m <= t.size(); i++) {
        size_t j = 0;
        while (j < m && t[i + j] == p[j]) j++;
        if (j == m) starts.push_back(i + 1);
    }
    string out = to_string(starts.size()) + "\n";
    for (size_t k = 0; k < starts.size(); k++) out += to_string(starts[k]) + (k + 1 < starts.size() ? " " : "\n");
    cout << out;
    return 0;
}
