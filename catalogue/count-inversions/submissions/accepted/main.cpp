#include <bits/stdc++.h>
using namespace std;

// Sorts a[lo, hi) and returns its inversions: those inside each half plus those across them,
// counted while merging (a right element placed before the left ones still waiting).
long long sortCount(vector<int> &a, vector<int> &buffer, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long count = sortCount(a, buffer, lo, mid) + sortCount(a, buffer, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid || j < hi) {
        if (j == hi || (i < mid && a[i] <= a[j])) buffer[k++] = a[i++];
        else { count += mid - i; buffer[k++] = a[j++]; }
    }
    copy(buffer.begin() + lo, buffer.begin() + hi, a.begin() + lo);
    return count;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n), buffer(n);
    for (auto &x : a) cin >> x;
    cout << sortCount(a, buffer, 0, n) << "\n";
    return 0;
}
