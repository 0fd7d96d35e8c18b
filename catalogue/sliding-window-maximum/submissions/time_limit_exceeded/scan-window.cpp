// Scans each whole window for its maximum: O(N * K).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    string out;
    for (int i = 0; i + k <= n; i++) {
        int best = a[i];
        for (int j = i + 1; j < i + k; j++)
            if (a[j] > best) best = a[j];
        if (i) out += ' ';
        out += to_string(best);
    }
    printf("%s\n", out.c_str());
    return 0;
}
