#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<array<int, 2>> kids(n + 1);
    for (int i = 1; i <= n; i++) cin >> kids[i][0] >> kids[i][1];
    // Level by level: the next level is the children of this one.
    vector<long long> sums;
    vector<int> level = {1};
    while (!level.empty()) {
        long long sum = 0;
        vector<int> next;
        for (int x : level) {
            sum += x;
            for (int c : kids[x]) if (c) next.push_back(c);
        }
        sums.push_back(sum);
        level.swap(next);
    }
    for (size_t i = 0; i < sums.size(); i++) cout << sums[i] << (i + 1 < sums.size() ? ' ' : '\n');
    return 0;
}
