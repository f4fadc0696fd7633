# union, intersection, difference, symmetric_difference, issubset.
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a.union(b), a.intersection(b), a.difference(b), b.difference(a), a.symmetric_difference(b))
print(a.union([7, 1]), a.intersection(range(3)), a.difference((1, 2)), a.symmetric_difference([4, 9]))
print(a.union(b, {0}), a.intersection(b, {4}), a.difference({1}, {2}))
print(a.issubset(b), {3, 4}.issubset(a), set().issubset(a), a.issubset(a), {3}.issubset([3, 5]))
print(a, b)
c = a.union()
c.add(99)
print(a, c)
e = set()
print(e.union(e), e.intersection(a), a.difference(e), e.symmetric_difference(a))
words1 = {"apple", "banana", "cherry"}
words2 = {"cherry", "date"}
print(sorted(words1.union(words2)), sorted(words1.intersection(words2)), sorted(words1.difference(words2)))
