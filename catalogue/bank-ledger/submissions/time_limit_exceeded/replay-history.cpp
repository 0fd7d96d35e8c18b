// Keeps only the commands that succeeded and re-reads all of them to know any balance: O(Q^2).
#include <bits/stdc++.h>
using namespace std;

vector<string> done;

long long balanceOf(const string &name) {
    long long total = 0;
    for (const string &line : done) {
        istringstream in(line);
        string op, a, b;
        in >> op >> a;
        if (op == "deposit" && a == name) {
            long long x; in >> x; total += x;
        } else if (op == "withdraw" && a == name) {
            long long x; in >> x; total -= x;
        } else if (op == "transfer") {
            long long x; in >> b >> x;
            if (a == name) total -= x;
            if (b == name) total += x;
        }
    }
    return total;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    getline(cin, line);
    int q = stoi(line);
    string out;
    for (int i = 0; i < q; i++) {
        getline(cin, line);
        istringstream in(line);
        string op, a, b;
        long long x;
        in >> op;
        if (op == "deposit") {
            done.push_back(line);
            out += "OK\n";
        } else if (op == "withdraw") {
            in >> a >> x;
            if (balanceOf(a) >= x) { done.push_back(line); out += "OK\n"; }
            else out += "INSUFFICIENT FUNDS\n";
        } else if (op == "transfer") {
            in >> a >> b >> x;
            if (a == b) out += "SAME ACCOUNT\n";
            else if (balanceOf(a) < x) out += "INSUFFICIENT FUNDS\n";
            else { done.push_back(line); out += "OK\n"; }
        } else {
            in >> a;
            out += to_string(balanceOf(a)) + "\n";
        }
    }
    cout << out;
    return 0;
}
