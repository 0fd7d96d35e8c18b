import sys

PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(s):
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != PAIRS[ch]:
            return False
    return not stack


words = sys.stdin.read().split()
print("\n".join("YES" if balanced(s) else "NO" for s in words[1:]))
