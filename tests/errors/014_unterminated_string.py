s = "abc
print(s)
