"""Writes the secret tests of balanced-brackets into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(s):
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != PAIRS[ch]:
            return False
    return not stack


def solve(text):
    return "".join("YES\n" if balanced(s) else "NO\n" for s in text.split()[1:])


def random_balanced(rng, n):
    out, stack = [], []
    while len(out) + len(stack) < n:
        if stack and (rng.random() < 0.5 or len(out) + 2 * len(stack) >= n):
            out.append({"(": ")", "[": "]", "{": "}"}[stack.pop()])
        else:
            ch = rng.choice("([{")
            stack.append(ch)
            out.append(ch)
    while stack:
        out.append({"(": ")", "[": "]", "{": "}"}[stack.pop()])
    return "".join(out)


def mutate(rng, s):
    i = rng.randrange(len(s))
    return s[:i] + rng.choice("()[]{}".replace(s[i], "")) + s[i + 1:]


def cases():
    rng = random.Random(20261128)
    groups = []
    groups.append(["(", ")", "()", ")(", "([)]", "{[]}", "((((", "))))", "[(])", "{}{}{}"])
    groups.append([random_balanced(rng, 2 * rng.randint(1, 20)) for _ in range(50)] + [mutate(rng, random_balanced(rng, 40)) for _ in range(50)])
    groups.append([random_balanced(rng, 2000) for _ in range(50)] + [mutate(rng, random_balanced(rng, 2000)) for _ in range(50)])
    groups.append(["(" * 1000 + ")" * 1000, "(" * 1000 + ")" * 999 + "]", "[" * 2000, "]" + "()" * 999 + "["])
    groups.append(["".join(rng.choice("([{") for _ in range(1000)) for _ in range(100)])
    groups[-1] = [s + "".join({"(": ")", "[": "]", "{": "}"}[c] for c in reversed(s)) for s in groups[-1]]
    deep = "".join(rng.choice("([{") for _ in range(10**5))
    deep += "".join({"(": ")", "[": "]", "{": "}"}[c] for c in reversed(deep))
    groups.append([deep, mutate(rng, deep), random_balanced(rng, 2 * 10**5), deep[:-1] + "(", "([{" * 50000])
    return [f"{len(g)}\n" + "".join(s + "\n" for s in g) for g in groups]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
