#include <bits/stdc++.h>
using namespace std;

string toString(unsigned __int128 x) {
    if (x == 0) return "0";
    string s;
    while (x > 0) { s += char('0' + int(x % 10)); x /= 10; }
    reverse(s.begin(), s.end());
    return s;
}

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long a, b;
        cin >> a >> b;
        long long g = __gcd(a, b);
        unsigned __int128 l = (unsigned __int128)(a / g) * b;
        cout << g << " " << toString(l) << "\n";
    }
    return 0;
}
