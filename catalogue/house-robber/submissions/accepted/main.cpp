#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long take = 0, skip = 0;  // the best total so far, having knocked on the last house or not
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        long long newTake = skip + x;
        skip = max(take, skip);
        take = newTake;
    }
    cout << max(take, skip) << "\n";
    return 0;
}
