// Scans the array from the start for every query: O(N * Q).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    string out;
    for (int k = 0; k < q; k++) {
        int x, found = -1;
        scanf("%d", &x);
        for (int i = 0; i < n; i++)
            if (a[i] == x) { found = i + 1; break; }
        if (k) out += ' ';
        out += to_string(found);
    }
    printf("%s\n", out.c_str());
    return 0;
}
