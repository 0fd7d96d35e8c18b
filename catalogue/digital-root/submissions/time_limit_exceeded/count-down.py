# Uses "n and n - 9 have the same digital root", subtracting 9 until n is a single digit: far too
# many steps for long numbers.
import sys

for s in sys.stdin.read().split()[1:]:
    n = int(s)
    while n >= 10:
        n -= 9
    print(n)
