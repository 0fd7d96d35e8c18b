#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    string a, b;
    while (q--) {
        cin >> a >> b;
        array<int, 26> count{};  // letters of a minus letters of b
        for (char c : a) count[c - 'a']++;
        for (char c : b) count[c - 'a']--;
        bool same = all_of(count.begin(), count.end(), [](int x) { return x == 0; });
        cout << (same ? "YES" : "NO") << "\n";
    }
    return 0;
}
