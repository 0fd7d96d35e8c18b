#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<string, int> counts;
    string w;
    for (int i = 0; i < n; i++) { cin >> w; counts[w]++; }
    string best;
    int most = 0;
    for (auto &[word, c] : counts)
        if (c > most || (c == most && word < best)) { best = word; most = c; }
    cout << best << " " << most << "\n";
    return 0;
}
