# Unpacking in for-loop targets.
for i, (a, b) in enumerate([(1, 2), (3, 4), (5, 6)]):
    print(i, a, b, a * b)
for k, v in {"x": 1, "y": 2}.items():
    print(k, v)
for (a, b), c in [((1, 2), 3), ((4, 5), 6)]:
    print(a + b + c)
for x, y in zip("abc", range(3)):
    print(x * (y + 1))
points = [(0, 0), (3, 4), (-1, 1)]
for x, y in points:
    print((x * x + y * y) ** 0.5)
d = {}
for d["key"] in range(3):
    pass
print(d)
lst = [0, 0, 0]
for i, lst[i] in enumerate("abc"):
    pass
print(lst)
for a, *b in ["xyz", "pq"]:
    print(a, b)
for _ in range(2):
    print("underscore", _)
