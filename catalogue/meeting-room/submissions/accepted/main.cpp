#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> meetings(n);  // end, start
    for (auto &[e, s] : meetings) cin >> s >> e;
    sort(meetings.begin(), meetings.end());
    // The meeting that ends first leaves the most room for the others: take it whenever it fits.
    long long freeAt = -1;
    int count = 0;
    for (auto [e, s] : meetings)
        if (s >= freeAt) { count++; freeAt = e; }
    cout << count << "\n";
    return 0;
}
