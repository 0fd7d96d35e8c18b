#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string prefix, w;
    cin >> prefix;
    for (int i = 1; i < n; i++) {
        cin >> w;
        size_t k = 0;
        while (k < prefix.size() && k < w.size() && prefix[k] == w[k]) k++;
        prefix.resize(k);  // the prefix only ever shrinks
    }
    cout << (prefix.empty() ? "NONE" : prefix) << "\n";
    return 0;
}
