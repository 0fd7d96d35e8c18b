// Climbs from every employee to the top, adding one to each manager passed: O(N * depth).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> manager(n + 1, 0);
    for (int i = 2; i <= n; i++) scanf("%d", &manager[i]);
    vector<int> size(n + 1, 0);
    for (int i = 1; i <= n; i++)
        for (int x = i; x != 0; x = manager[x]) size[x]++;
    for (int i = 1; i <= n; i++) printf("%d%c", size[i], i < n ? ' ' : '\n');
    return 0;
}
