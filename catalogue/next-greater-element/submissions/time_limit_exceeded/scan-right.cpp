// Looks to the right of every element for a greater one: O(N^2) on a decreasing array.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    string out;
    for (int i = 0; i < n; i++) {
        int found = -1;
        for (int j = i + 1; j < n; j++)
            if (a[j] > a[i]) { found = a[j]; break; }
        if (i) out += ' ';
        out += to_string(found);
    }
    puts(out.c_str());
    return 0;
}
