#include <bits/stdc++.h>
using namespace std;

class Bank {
    unordered_map<string, long long> balances;

public:
    void deposit(const string &name, long long x) { balances[name] += x; }

    bool withdraw(const string &name, long long x) {
        long long &b = balances[name];
        if (b < x) return false;
        b -= x;
        return true;
    }

    string transfer(const string &from, const string &to, long long x) {
        balances[to];
        if (from == to) { balances[from]; return "SAME ACCOUNT"; }
        return withdraw(from, x) ? (deposit(to, x), "OK") : "INSUFFICIENT FUNDS";
    }

    long long balance(const string &name) { return balances[name]; }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    Bank bank;
    string cmd, a, b;
    long long x;
    while (q--) {
        cin >> cmd;
        if (cmd == "deposit") { cin >> a >> x; bank.deposit(a, x); cout << "OK\n"; }
        else if (cmd == "withdraw") { cin >> a >> x; cout << (bank.withdraw(a, x) ? "OK" : "INSUFFICIENT FUNDS") << "\n"; }
        else if (cmd == "transfer") { cin >> a >> b >> x; cout << bank.transfer(a, b, x) << "\n"; }
        else { cin >> a; cout << bank.balance(a) << "\n"; }
    }
    return 0;
}
