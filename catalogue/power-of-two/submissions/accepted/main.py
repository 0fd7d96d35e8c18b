import sys

xs = map(int, sys.stdin.read().split()[1:])
print("\n".join("YES" if x > 0 and x & (x - 1) == 0 else "NO" for x in xs))
