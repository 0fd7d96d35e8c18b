import sys


def prefix_xor(n):
    return [n, 1, n + 1, 0][n % 4] if n >= 0 else 0


data = sys.stdin.read().split()
q = int(data[0])
answers = []
for i in range(q):
    l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    answers.append(prefix_xor(r) ^ prefix_xor(l - 1))
print("\n".join(map(str, answers)))
