// Finds each answer from scratch by repeatedly taking out the minimum: O(Q * N * k).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int t = 0; t < q; t++) {
        int k;
        cin >> k;
        vector<long long> rest = a;
        for (int step = 0; step < k - 1; step++) {
            int smallest = 0;
            for (int i = 1; i < (int)rest.size(); i++)
                if (rest[i] < rest[smallest]) smallest = i;
            rest.erase(rest.begin() + smallest);
        }
        cout << *min_element(rest.begin(), rest.end()) << (t + 1 < q ? ' ' : '\n');
    }
    return 0;
}
