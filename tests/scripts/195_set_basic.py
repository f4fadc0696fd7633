# Sets of small ints print in CPython's hash-table order.
print({3, 1, 2}, {10, 3, 7, 100}, {5, 4, 3, 2, 1, 0}, {1, 1, 1}, set())
print({-1, -2, 0, 1}, {100, 200, 300}, {8, 16, 24, 0}, {33, 1, 65})
print(set([3, 3, 2, 1]), set(range(10)), set((5, 6)), set("aaa"), set())
s = {4, 2, 9}
print(len(s), 2 in s, 3 in s, 3 not in s, type(s).__name__, bool(s), bool(set()))
print(sorted({"pear", "apple", "fig"}), sorted(set("hello")))
big = set(range(0, 100, 7))
print(big)
print({2 ** 40, 1}, {True, 1, 1.0}, {0, False}, {(1, 2), (1, 2)})
print(set([1, 2]) == {2, 1}, {1} != {1, 2}, set() == set(), {1, 2} == [1, 2])
t = {1, 2, 3}
print(list(t), tuple(t), sorted(t, reverse=True), sum(t), max(t), min(t))
print(repr({5}), str({7, 6}))
