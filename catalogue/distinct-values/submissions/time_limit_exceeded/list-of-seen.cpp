// Keeps the values seen in a list and searches it for each new value: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> seen;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        bool found = false;
        for (int y : seen)
            if (y == x) { found = true; break; }
        if (!found) seen.push_back(x);
    }
    printf("%zu\n", seen.size());
    return 0;
}
