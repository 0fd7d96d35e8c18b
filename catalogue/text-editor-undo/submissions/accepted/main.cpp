#include <bits/stdc++.h>
using namespace std;

// The document and, for each change not undone, how to take it back.
struct Change {
    bool typed;
    size_t typedLength;
    string removed;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    string doc, cmd, word;
    vector<Change> history;
    while (q--) {
        cin >> cmd;
        if (cmd == "type") {
            cin >> word;
            doc += word;
            history.push_back({true, word.size(), ""});
        } else if (cmd == "delete") {
            long long k;
            cin >> k;
            size_t n = min<size_t>(k, doc.size());
            history.push_back({false, 0, doc.substr(doc.size() - n)});
            doc.resize(doc.size() - n);
        } else if (cmd == "undo") {
            if (history.empty()) continue;
            Change c = move(history.back());
            history.pop_back();
            if (c.typed) doc.resize(doc.size() - c.typedLength);
            else doc += c.removed;
        } else {
            size_t i;
            cin >> i;
            if (i <= doc.size()) cout << doc[i - 1] << "\n"; else cout << "?\n";
        }
    }
    return 0;
}
