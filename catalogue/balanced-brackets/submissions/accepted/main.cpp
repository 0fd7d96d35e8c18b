#include <bits/stdc++.h>
using namespace std;

bool balanced(const string &s) {
    string stack;
    for (char c : s) {
        if (c == '(' || c == '[' || c == '{') { stack.push_back(c); continue; }
        char open = c == ')' ? '(' : c == ']' ? '[' : '{';
        if (stack.empty() || stack.back() != open) return false;
        stack.pop_back();
    }
    return stack.empty();
}

int main() {
    int q;
    cin >> q;
    string s;
    while (q--) {
        cin >> s;
        cout << (balanced(s) ? "YES" : "NO") << "\n";
    }
    return 0;
}
