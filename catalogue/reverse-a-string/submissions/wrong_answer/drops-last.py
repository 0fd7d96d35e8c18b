# Wrong: slicing [:-1] to drop the newline also drops the last character (input() already removed it).
s = input()[:-1]
print(s[::-1])
