#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<long long> stack, mins;  // mins[i]: the smallest of stack[0..i]
    string cmd;
    while (q--) {
        cin >> cmd;
        if (cmd == "push") {
            long long x;
            cin >> x;
            stack.push_back(x);
            mins.push_back(mins.empty() ? x : min(x, mins.back()));
        } else if (cmd == "pop") {
            if (stack.empty()) cout << "EMPTY\n";
            else { stack.pop_back(); mins.pop_back(); }
        } else if (cmd == "top") {
            if (stack.empty()) cout << "EMPTY\n"; else cout << stack.back() << "\n";
        } else {
            if (mins.empty()) cout << "EMPTY\n"; else cout << mins.back() << "\n";
        }
    }
    return 0;
}
