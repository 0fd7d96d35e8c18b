#include <bits/stdc++.h>
using namespace std;

// Checks every year of every range: up to 10^18 years.
int main() {
    int q;
    cin >> q;
    while (q--) {
        long long a, b, count = 0;
        cin >> a >> b;
        for (long long y = a; y <= b; y++)
            if ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) count++;
        cout << count << "\n";
    }
    return 0;
}
