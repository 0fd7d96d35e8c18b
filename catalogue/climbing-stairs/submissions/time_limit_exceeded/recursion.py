import sys
sys.setrecursionlimit(10000)


def ways(n):
    # Tries every sequence of moves: exponential in n.
    if n <= 1:
        return 1
    return ways(n - 1) + ways(n - 2)


print(ways(min(int(input()), 60)) % (10**9 + 7))
