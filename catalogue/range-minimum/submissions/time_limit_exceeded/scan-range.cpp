// Scans every range element by element: O(N * Q).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    string out;
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        int best = a[l - 1];
        for (int i = l; i < r; i++)
            if (a[i] < best) best = a[i];
        out += to_string(best) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
