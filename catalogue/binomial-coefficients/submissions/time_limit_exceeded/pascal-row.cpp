#include <bits/stdc++.h>
using namespace std;

// Builds Pascal's triangle row by row up to each n: O(n * k) per question.
int main() {
    const long long MOD = 1000000007LL;
    int q;
    cin >> q;
    while (q--) {
        int n, k;
        cin >> n >> k;
        vector<long long> row(k + 1, 0);
        row[0] = 1;
        for (int i = 1; i <= n; i++)
            for (int j = min(i, k); j > 0; j--) row[j] = (row[j] + row[j - 1]) % MOD;
        cout << row[k] << "\n";
    }
    return 0;
}
