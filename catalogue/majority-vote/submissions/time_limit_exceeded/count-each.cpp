// Counts the votes of every candidate by scanning all votes: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    for (int x : v) {
        int c = 0;
        for (int y : v)
            if (y == x) c++;
        if (2LL * c > n) { printf("%d\n", x); return 0; }
    }
    printf("NO MAJORITY\n");
    return 0;
}
