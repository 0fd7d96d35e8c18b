# Starts the sieve at 1 instead of 2, so 1 is listed as the first prime: every answer is the prime
# before the right one.
import sys
from itertools import compress

LIMIT = 15485863

sieve = bytearray([1]) * (LIMIT + 1)
sieve[0] = 0
for i in range(2, int(LIMIT**0.5) + 1):
    if sieve[i]:
        sieve[i * i::i] = bytes(len(range(i * i, LIMIT + 1, i)))
primes = list(compress(range(LIMIT + 1), sieve))

data = sys.stdin.buffer.read().split()
q = int(data[0])
sys.stdout.write("\n".join(str(primes[int(n) - 1]) for n in data[1:q + 1]) + "\n")
