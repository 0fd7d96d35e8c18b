// Simulates the line minute by minute: up to 2 * 10^13 minutes.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    deque<pair<int, long long>> line;  // fan, tickets still wanted
    for (int i = 1; i <= n; i++) {
        long long t;
        cin >> t;
        line.push_back({i, t});
    }
    long long minute = 0;
    while (true) {
        auto [i, left] = line.front();
        line.pop_front();
        minute++;
        if (i == k && left == 1) break;
        if (left > 1) line.push_back({i, left - 1});
    }
    cout << minute << "\n";
    return 0;
}
