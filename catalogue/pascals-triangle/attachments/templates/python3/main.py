import sys

data = sys.stdin.read().split()
# Read the input from data, then print the answer.
