import sys

MAX_N = 10**6

# s(n): walk from n until the value drops below n, then add the known s of that value.
steps = [0] * (MAX_N + 1)
for n in range(2, MAX_N + 1):
    if n & 1 == 0:
        steps[n] = steps[n >> 1] + 1
        continue
    m, c = n, 0
    while m >= n:
        if m & 1:
            m = (3 * m + 1) >> 1  # 3m + 1 is even: take both steps at once
            c += 2
        else:
            m >>= 1
            c += 1
    steps[n] = c + steps[m]

prefix = [0] * (MAX_N + 1)
total = 0
for n in range(1, MAX_N + 1):
    total += steps[n]
    prefix[n] = total

data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    l, r = int(data[2 * i + 1]), int(data[2 * i + 2])
    out.append(prefix[r] - prefix[l - 1])
sys.stdout.write("\n".join(map(str, out)) + "\n")
