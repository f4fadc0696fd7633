# enumerate.
print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate([], 5)), list(enumerate(range(3), start=-1)))
for i, c in enumerate(["x", "y", "z"], start=10):
    print(i, c)
e = enumerate([7, 8])
print(next(e), next(e), next(e, "done"))
print(dict(enumerate("ab")), [i * v for i, v in enumerate([3, 3, 3])])
print(list(enumerate({"k": 1, "j": 2})), list(enumerate((1, 2), 2 ** 64)))
