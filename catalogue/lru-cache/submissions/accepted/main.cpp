#include <bits/stdc++.h>
using namespace std;

// Keys in use order (front: most recent) and, per key, its value and place in that order.
class LruCache {
    size_t capacity;
    list<long long> order;
    unordered_map<long long, pair<long long, list<long long>::iterator>> entries;

public:
    explicit LruCache(size_t c) : capacity(c) {}

    long long get(long long k) {
        auto it = entries.find(k);
        if (it == entries.end()) return -1;
        order.splice(order.begin(), order, it->second.second);
        return it->second.first;
    }

    void put(long long k, long long v) {
        auto it = entries.find(k);
        if (it != entries.end()) {
            it->second.first = v;
            order.splice(order.begin(), order, it->second.second);
            return;
        }
        order.push_front(k);
        entries[k] = {v, order.begin()};
        if (entries.size() > capacity) {
            entries.erase(order.back());
            order.pop_back();
        }
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    size_t c;
    int q;
    cin >> c >> q;
    LruCache cache(c);
    string cmd;
    while (q--) {
        long long k, v;
        cin >> cmd >> k;
        if (cmd == "get") cout << cache.get(k) << "\n";
        else { cin >> v; cache.put(k, v); }
    }
    return 0;
}
