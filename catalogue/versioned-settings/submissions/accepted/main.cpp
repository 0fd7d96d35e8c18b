#include <bits/stdc++.h>
using namespace std;

// Per key, its sets in time order: a get is a binary search for the last set at or before t.
class Settings {
    unordered_map<string, vector<pair<long long, string>>> history;

public:
    void set(const string &key, const string &value, long long t) { history[key].push_back({t, value}); }

    string get(const string &key, long long t) const {
        auto it = history.find(key);
        if (it == history.end()) return "NONE";
        auto &h = it->second;
        auto after = upper_bound(h.begin(), h.end(), t, [](long long time, const pair<long long, string> &e) { return time < e.first; });
        return after == h.begin() ? "NONE" : prev(after)->second;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    Settings settings;
    string cmd, key, value;
    long long t;
    while (q--) {
        cin >> cmd >> key;
        if (cmd == "set") { cin >> value >> t; settings.set(key, value, t); }
        else { cin >> t; cout << settings.get(key, t) << "\n"; }
    }
    return 0;
}
