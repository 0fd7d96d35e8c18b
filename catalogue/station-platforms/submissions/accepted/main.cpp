#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> arrive(n), depart(n);
    for (int i = 0; i < n; i++) cin >> arrive[i] >> depart[i];
    sort(arrive.begin(), arrive.end());
    sort(depart.begin(), depart.end());
    // Sweep both lists in time order; an arrival at the minute of a departure comes first,
    // because the leaving train still holds its platform then.
    int used = 0, best = 0;
    for (int i = 0, j = 0; i < n;) {
        if (arrive[i] <= depart[j]) { used++; i++; best = max(best, used); }
        else { used--; j++; }
    }
    cout << best << "\n";
    return 0;
}
