# List creation, indexing, mutation.
a = [1, 2, 3]
b = []
c = [1, "two", 3.0, None, [5], (6,), {"seven": 7}]
print(a, b, c, len(a), len(b), len(c))
print(a[0], a[-1], c[4][0], c[6]["seven"])
a[1] = 20
a[-1] *= 10
print(a)
print(list(), list("abc"), list(range(4)), list((1, 2)), list({3: 0, 1: 0}))
nested = [[1, 2], [3, [4, 5]]]
nested[1][1][0] = 40
print(nested, nested[1][1][-1])
copy = a[:]
copy.append(4)
print(a, copy, a == copy[:3], a is copy)
print([1, 2] == [1, 2], [1, 2] != [2, 1], [] == [], [[]] == [[]])
print(repr([1, "a", 'b"', None]), str([True, 1.5]))
m = [0] * 5
for i in range(5):
    m[i] = i * i
print(m, sum(m), max(m), min(m))
print(type(a).__name__, isinstance(a, list))
