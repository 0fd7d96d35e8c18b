#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    // Two pointers: the lower side's wall bounds its water, whatever lies between.
    int l = 0, r = n - 1;
    long long leftMax = 0, rightMax = 0, water = 0;
    while (l <= r) {
        if (h[l] <= h[r]) {
            leftMax = max(leftMax, h[l]);
            water += leftMax - h[l++];
        } else {
            rightMax = max(rightMax, h[r]);
            water += rightMax - h[r--];
        }
    }
    cout << water << "\n";
    return 0;
}
