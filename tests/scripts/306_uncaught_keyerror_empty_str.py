# Uncaught KeyError('') shows the repr of the empty key.
d = {"a": 1}
print(d["a"])
print(d[""])
