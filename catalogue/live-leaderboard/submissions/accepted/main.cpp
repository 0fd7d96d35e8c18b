#include <bits/stdc++.h>
using namespace std;

// Scores are at most 10^6: two Fenwick trees over score values count players and sum scores,
// so "how many above s" and "the k highest" are logarithmic.
const int TOP = 1000001;
vector<int> countTree(TOP + 1, 0);
vector<long long> sumTree(TOP + 1, 0);

void update(int s, int c) {
    for (int i = s + 1; i <= TOP; i += i & -i) { countTree[i] += c; sumTree[i] += (long long)c * s; }
}
int countUpTo(int s) { int r = 0; for (int i = s + 1; i > 0; i -= i & -i) r += countTree[i]; return r; }

// The sum of the k highest scores: find the lowest score among them by descending the tree.
long long topSum(int k, int players, long long total) {
    if (k >= players) return total;
    int below = players - k;  // players not in the top k
    int pos = 0;
    long long sumBelow = 0;
    for (int step = 1 << 20; step > 0; step >>= 1)
        if (pos + step <= TOP && countTree[pos + step] < below) {
            pos += step;
            below -= countTree[pos];
            sumBelow += sumTree[pos];
        }
    // pos is the score value (index pos + 1 - 1) where the remaining `below` players sit.
    sumBelow += (long long)below * pos;
    return total - sumBelow;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    unordered_map<string, int> score;
    int players = 0;
    long long total = 0;
    string cmd, name;
    while (q--) {
        cin >> cmd;
        if (cmd == "add") {
            int p;
            cin >> name >> p;
            auto it = score.find(name);
            if (it == score.end()) { it = score.emplace(name, 0).first; players++; update(0, 1); }
            update(it->second, -1);
            it->second += p;
            update(it->second, 1);
            total += p;
        } else if (cmd == "rank") {
            cin >> name;
            auto it = score.find(name);
            if (it == score.end()) { it = score.emplace(name, 0).first; players++; update(0, 1); }
            cout << players - countUpTo(it->second) + 1 << "\n";
        } else {
            int k;
            cin >> k;
            cout << topSum(k, players, total) << "\n";
        }
    }
    return 0;
}
