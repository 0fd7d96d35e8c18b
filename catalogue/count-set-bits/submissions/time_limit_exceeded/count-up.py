# Counts from 0 up to X to find each number's bits one by one: far too slow for large X.
import sys

for x in sys.stdin.read().split()[1:]:
    x = int(x)
    count, value, bit = 0, 0, 1
    while value < x:
        value += 1
    while value:
        count += value & 1
        value >>= 1
    print(count)
