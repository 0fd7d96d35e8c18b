"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys


def occurrences(t, p, limit):
    """How many times p occurs in t (prefix function), counting stops above limit."""
    s = p + b"#" + t
    pi = [0] * len(s)
    count = 0
    for i in range(1, len(s)):
        k = pi[i - 1]
        while k and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
        if k == len(p):
            count += 1
            if count > limit:
                break
    return count


def valid(data):
    m = re.fullmatch(rb"([a-z]{1,300000})\n([a-z]+)\n", data)
    return m is not None and len(m.group(2)) <= len(m.group(1)) and occurrences(m.group(1), m.group(2), 10**5) <= 10**5


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
