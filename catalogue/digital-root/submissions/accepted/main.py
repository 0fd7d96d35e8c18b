import sys

for s in sys.stdin.read().split()[1:]:
    total = sum(map(int, s))
    while total >= 10:
        total = sum(map(int, str(total)))
    print(total)
