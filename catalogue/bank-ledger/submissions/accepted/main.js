class Bank {
  constructor() { this.balances = new Map(); }
  balance(name) { return this.balances.get(name) ?? 0n; }
  deposit(name, x) { this.balances.set(name, this.balance(name) + x); return 'OK'; }
  withdraw(name, x) {
    if (this.balance(name) < x) return 'INSUFFICIENT FUNDS';
    this.balances.set(name, this.balance(name) - x);
    return 'OK';
  }
  transfer(from, to, x) {
    if (from === to) return 'SAME ACCOUNT';
    if (this.balance(from) < x) return 'INSUFFICIENT FUNDS';
    this.withdraw(from, x);
    return this.deposit(to, x);
  }
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const bank = new Bank();
const out = [];
for (let i = 1; i <= q; i++) {
  const p = lines[i].trim().split(' ');
  if (p[0] === 'deposit') out.push(bank.deposit(p[1], BigInt(p[2])));
  else if (p[0] === 'withdraw') out.push(bank.withdraw(p[1], BigInt(p[2])));
  else if (p[0] === 'transfer') out.push(bank.transfer(p[1], p[2], BigInt(p[3])));
  else out.push(String(bank.balance(p[1])));
}
process.stdout.write(out.map((s) => s + '\n').join(''));
