// Loops over the amounts outside and the coins inside: counts orders (1 + 2 and 2 + 1) separately.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int n, x;
    scanf("%d %d", &n, &x);
    vector<int> coins(n);
    for (auto &c : coins) scanf("%d", &c);
    vector<long long> ways(x + 1, 0);
    ways[0] = 1;
    for (int s = 1; s <= x; s++)
        for (int c : coins)
            if (c <= s) ways[s] = (ways[s] + ways[s - c]) % MOD;
    printf("%lld\n", ways[x]);
    return 0;
}
