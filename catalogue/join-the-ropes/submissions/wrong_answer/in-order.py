# Ties the ropes in the order given, without picking the shortest ones.
import sys

n, *a = map(int, sys.stdin.read().split())
cost, rope = 0, a[0]
for x in a[1:]:
    rope += x
    cost += rope
print(cost)
