#include <bits/stdc++.h>
using namespace std;

int main() {
    int k;
    string s;
    cin >> k >> s;
    array<int, 26> count{};
    int distinct = 0, left = 0, best = 0;
    // Grow the window to the right; shrink it from the left while it has too many letters.
    for (int right = 0; right < (int)s.size(); right++) {
        if (count[s[right] - 'a']++ == 0) distinct++;
        while (distinct > k)
            if (--count[s[left++] - 'a'] == 0) distinct--;
        best = max(best, right - left + 1);
    }
    cout << best << "\n";
    return 0;
}
