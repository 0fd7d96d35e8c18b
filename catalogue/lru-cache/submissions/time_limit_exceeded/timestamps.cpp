// Stamps each key with the time of its last use and, when the cache is full, looks through every
// key for the oldest stamp: O(C) per eviction.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int c, q;
    scanf("%d %d", &c, &q);
    unordered_map<long long, pair<long long, int>> cache;  // key -> (value, time of last use)
    char cmd[8];
    string out;
    for (int time = 0; time < q; time++) {
        long long k, v;
        scanf("%7s %lld", cmd, &k);
        if (cmd[0] == 'g') {
            auto it = cache.find(k);
            if (it == cache.end()) {
                out += "-1\n";
            } else {
                it->second.second = time;
                out += to_string(it->second.first) + "\n";
            }
        } else {
            scanf("%lld", &v);
            if (!cache.count(k) && (int)cache.size() == c) {
                auto oldest = cache.begin();
                for (auto it = cache.begin(); it != cache.end(); ++it)
                    if (it->second.second < oldest->second.second) oldest = it;
                cache.erase(oldest);
            }
            cache[k] = {v, time};
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
