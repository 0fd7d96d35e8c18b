#include <bits/stdc++.h>
using namespace std;

// Inserts every key by walking down from the root: O(N * height), O(N^2) for sorted keys.
int main() {
    int n;
    cin >> n;
    vector<long long> key(n);
    vector<int> left(n, -1), right(n, -1);
    int best = 0;
    for (int i = 0; i < n; i++) {
        cin >> key[i];
        int d = 1;
        if (i > 0) {
            int x = 0;
            while (true) {
                d++;
                int &child = key[i] < key[x] ? left[x] : right[x];
                if (child < 0) { child = i; break; }
                x = child;
            }
        }
        best = max(best, d);
    }
    cout << best << "\n";
    return 0;
}
