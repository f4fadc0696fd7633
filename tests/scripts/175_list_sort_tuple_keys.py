# Sorting tuples (the usual (count, word) key) compares them directly, their
# first items by the shared type's own `<` when they share one: same order,
# stability and errors as the generic comparison.
import random
random.seed(5)
words = ["w%d" % random.randrange(300) for _ in range(20000)]
cnt = {}
for w in words:
    cnt[w] = cnt.get(w, 0) + 1
pairs = [(c, w) for w, c in cnt.items()]
s = sorted(pairs)
r = sorted(pairs, reverse=True)
print(s[:3], s[-3:], r[:3])
print(sorted(pairs, key=lambda p: (-p[0], p[1]))[:4])
print(sorted([(1.5, 'a'), (1.5, 'A'), (0.5,), (-0.0, 'z'), (0.0, 'y')]))
print(sorted([("b", 2), ("a", 3), ("b", 1), ("a",), ("", 9)]))
print(sorted([(2, [1]), (1, [2]), (2, [0])]))
print(sorted([(), (1,), (0, 1), ()]))
print(sorted([((1, 2), 3), ((1, 1), 4), ((1,), 5)]))
print(sorted([(10**30, 1), (5, 2), (-10**30, 3)]))        # big and small ints together
print(sorted([(1, 'b'), (1.0, 'a'), (True, 'c')]))         # equal first items of mixed types
# stability: equal keys keep their order
recs = [(k % 3, "r%d" % k) for k in range(12)]
print(sorted(recs, key=lambda t: (t[0],)))
for bad in ([(1, 2), (1, "x")], [(1,), ("a",)], [(1, 2), (2,), "s"]):
    try:
        sorted(bad)
    except TypeError as e:
        print("TypeError:", e)


class K:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        K.calls += 1
        return self.v == o.v

    def __lt__(self, o):
        return self.v < o.v

    def __repr__(self):
        return "K(%d)" % self.v


print(sorted([(K(2), 1), (K(1), 2), (K(2), 0)]), K.calls > 0)
