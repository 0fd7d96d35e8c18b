#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    cin >> q;
    string s;
    while (q--) {
        cin >> s;
        long long total = 0;
        for (char c : s) total += c - '0';
        while (total >= 10) {  // add the digits of the sum until one is left
            long long next = 0;
            for (; total > 0; total /= 10) next += total % 10;
            total = next;
        }
        cout << total << "\n";
    }
    return 0;
}
