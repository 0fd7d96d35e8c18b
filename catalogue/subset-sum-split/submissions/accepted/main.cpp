#include <bits/stdc++.h>
using namespace std;

// Every subset sum of v, in one list (2^|v| entries).
vector<long long> subsetSums(const vector<long long> &v) {
    vector<long long> out = {0};
    for (long long x : v) {
        size_t size = out.size();
        for (size_t i = 0; i < size; i++) out.push_back(out[i] + x);
    }
    return out;
}

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    vector<long long> left = subsetSums(vector<long long>(a.begin(), a.begin() + n / 2));
    vector<long long> right = subsetSums(vector<long long>(a.begin() + n / 2, a.end()));
    sort(right.begin(), right.end());
    long long count = 0;
    for (long long s : left) {
        auto range = equal_range(right.begin(), right.end(), t - s);  // right halves completing s to t
        count += range.second - range.first;
    }
    cout << count << "\n";
    return 0;
}
