// Adds every update to every element of its range: O(N * Q).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<long long> a(n + 1, 0);
    while (q--) {
        int l, r;
        long long v;
        scanf("%d %d %lld", &l, &r, &v);
        for (int i = l; i <= r; i++) a[i] += v;
    }
    string out;
    for (int i = 1; i <= n; i++) {
        if (i > 1) out += ' ';
        out += to_string(a[i]);
    }
    puts(out.c_str());
    return 0;
}
