// Sorts every score again for every question: O(Q * N log N).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    map<string, long long> score;
    string cmd, name;
    while (q--) {
        cin >> cmd;
        if (cmd == "add") {
            long long p;
            cin >> name >> p;
            score[name] += p;
            continue;
        }
        long long k = 0;
        if (cmd == "rank") cin >> name, score[name];  // a first mention starts at 0
        else cin >> k;
        vector<long long> values;
        for (auto& entry : score) values.push_back(entry.second);
        sort(values.rbegin(), values.rend());
        if (cmd == "rank") {
            long long above = 0;
            for (long long v : values)
                if (v > score[name]) above++;
            cout << above + 1 << "\n";
        } else {
            long long sum = 0;
            for (long long i = 0; i < k && i < (long long)values.size(); i++) sum += values[i];
            cout << sum << "\n";
        }
    }
    return 0;
}
