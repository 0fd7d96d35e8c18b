// Checks every substring letter by letter: O(N^3) when most of them are palindromes.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            int a = i, b = j;
            while (a < b && s[a] == s[b]) a++, b--;
            if (a >= b && j - i + 1 > best) best = j - i + 1;
        }
    printf("%d\n", best);
    return 0;
}
