# Compares the sets of letters, forgetting how many times each appears.
import sys

words = sys.stdin.read().split()[1:]
print("\n".join("YES" if set(a) == set(b) else "NO" for a, b in zip(words[::2], words[1::2])))
