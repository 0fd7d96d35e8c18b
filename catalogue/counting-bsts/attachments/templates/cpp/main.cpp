#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n;
    cin >> n;
    // Print the number of binary search trees with keys 1..n, modulo MOD.
    return 0;
}
