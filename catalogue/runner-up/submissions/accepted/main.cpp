#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long top = LLONG_MIN, second = LLONG_MIN;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        if (x > top) { second = top; top = x; }
        else if (x < top && x > second) second = x;  // equal to the top is not a runner-up
    }
    if (second == LLONG_MIN) cout << "NONE\n"; else cout << second << "\n";
    return 0;
}
