// Counts every word by scanning the whole text again: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    int n;
    cin >> n;
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    string best;
    int most = 0;
    for (const string& w : words) {
        int c = 0;
        for (const string& v : words)
            if (v == w) c++;
        if (c > most || (c == most && w < best)) { best = w; most = c; }
    }
    cout << best << " " << most << "\n";
    return 0;
}
