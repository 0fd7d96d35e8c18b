// Counts how often each value appears by looking through the whole list again: O(N^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    for (int v : a) {
        int seen = 0;
        for (int w : a)
            if (w == v) seen++;
        if (seen == 1) {
            printf("%d\n", v);
            break;
        }
    }
    return 0;
}
