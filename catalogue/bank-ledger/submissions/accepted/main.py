import sys


class Bank:
    def __init__(self):
        self.balances = {}

    def deposit(self, name, x):
        self.balances[name] = self.balances.get(name, 0) + x
        return "OK"

    def withdraw(self, name, x):
        if self.balances.get(name, 0) < x:
            return "INSUFFICIENT FUNDS"
        self.balances[name] -= x
        return "OK"

    def transfer(self, a, b, x):
        if a == b:
            return "SAME ACCOUNT"
        if self.balances.get(a, 0) < x:
            return "INSUFFICIENT FUNDS"
        self.balances[a] -= x
        self.balances[b] = self.balances.get(b, 0) + x
        return "OK"

    def balance(self, name):
        return str(self.balances.get(name, 0))


lines = sys.stdin.read().split("\n")
q = int(lines[0])
bank, out = Bank(), []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "deposit":
        out.append(bank.deposit(p[1], int(p[2])))
    elif p[0] == "withdraw":
        out.append(bank.withdraw(p[1], int(p[2])))
    elif p[0] == "transfer":
        out.append(bank.transfer(p[1], p[2], int(p[3])))
    else:
        out.append(bank.balance(p[1]))
sys.stdout.write("".join(s + "\n" for s in out))
