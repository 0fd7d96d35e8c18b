#include <bits/stdc++.h>
using namespace std;

// Plays the game number by number: up to 10^18 turns.
int main() {
    long long n, fizz = 0, buzz = 0, both = 0, plain = 0;
    cin >> n;
    for (long long i = 1; i <= n; i++) {
        if (i % 15 == 0) both++;
        else if (i % 3 == 0) fizz++;
        else if (i % 5 == 0) buzz++;
        else plain++;
    }
    cout << fizz << " " << buzz << " " << both << " " << plain << "\n";
    return 0;
}
