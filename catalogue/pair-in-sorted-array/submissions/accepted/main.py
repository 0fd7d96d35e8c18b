import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
for t in map(int, lines[2].split()):
    i, j, found = 0, len(a) - 1, False
    while i < j:
        s = a[i] + a[j]
        if s == t:
            found = True
            break
        if s < t:
            i += 1
        else:
            j -= 1
    print("YES" if found else "NO")
