import sys
from itertools import compress

LIMIT = 15485863  # the 10^6-th prime

sieve = bytearray([1]) * (LIMIT + 1)
sieve[0] = sieve[1] = 0
sieve[4::2] = bytes(len(range(4, LIMIT + 1, 2)))
i = 3
while i * i <= LIMIT:
    if sieve[i]:
        # odd multiples only: the even ones are already crossed out
        sieve[i * i::2 * i] = bytes(len(range(i * i, LIMIT + 1, 2 * i)))
    i += 2
primes = list(compress(range(LIMIT + 1), sieve))

data = sys.stdin.buffer.read().split()
q = int(data[0])
sys.stdout.write("\n".join(str(primes[int(n) - 1]) for n in data[1:q + 1]) + "\n")
