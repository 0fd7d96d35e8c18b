#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> spans(n);
    for (auto &[l, r] : spans) cin >> l >> r;
    sort(spans.begin(), spans.end());
    vector<pair<long long, long long>> merged;
    for (auto [l, r] : spans) {
        if (!merged.empty() && l <= merged.back().second) merged.back().second = max(merged.back().second, r);
        else merged.push_back({l, r});
    }
    cout << merged.size() << "\n";
    for (auto [l, r] : merged) cout << l << " " << r << "\n";
    return 0;
}
