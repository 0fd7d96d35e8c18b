# Forgets that numbers divisible by 15 were counted as Fizz and as Buzz too.
n = int(input())
print(n // 3, n // 5, n // 15, n - n // 3 - n // 5)
