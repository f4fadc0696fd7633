# hash of ints and tuples of ints (deterministic in CPython).
for v in [0, 1, -1, -2, 2, 100, -100, 2 ** 31, 2 ** 32, 2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 62,
          2 ** 64, -(2 ** 61), -(2 ** 61) + 1, 2 ** 100, -(2 ** 100), 10 ** 30, True, False]:
    print(v, hash(v))
for t in [(), (0,), (1,), (1, 2), (2, 1), (1, 2, 3), ((1, 2), 3), (-1,), (-1, -1), (2 ** 70,), (True, 0)]:
    print(t, hash(t))
print(hash(5) == hash(5.0), hash((1, 2)) == hash((1.0, 2.0)), hash(-1) == hash(-2))
try:
    hash([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    hash({})
except TypeError as e:
    print("TypeError:", e)
