# Adds the digits once and stops, even when the sum has two digits or more.
import sys

for s in sys.stdin.read().split()[1:]:
    print(sum(map(int, s)))
