#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, amount;
    cin >> k >> amount;
    vector<int> coins(k);
    for (auto& c : coins) cin >> c;
    // Print the fewest coins that add up to amount, or -1.
    return 0;
}
