#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long low, best = 0, x;
    cin >> low;
    for (int i = 1; i < n; i++) {
        cin >> x;
        best = max(best, x - low);  // sell today, having bought at the lowest price so far
        low = min(low, x);
    }
    cout << best << "\n";
    return 0;
}
