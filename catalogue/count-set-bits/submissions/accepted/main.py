import sys

xs = sys.stdin.read().split()[1:]
print("\n".join(str(bin(int(x)).count("1")) for x in xs))
