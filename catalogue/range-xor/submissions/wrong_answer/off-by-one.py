# Wrong: XORs the prefixes up to R and up to L, which leaves L itself out.
import sys


def prefix_xor(n):
    return [n, 1, n + 1, 0][n % 4]


data = sys.stdin.read().split()
q = int(data[0])
for i in range(q):
    l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print(prefix_xor(r) ^ prefix_xor(l))
