# Starred assignment targets.
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = [1, 2, 3, 4]
print(init, last)
a, *mid, z = "abcdef"
print(a, mid, z)
a, *mid, z = [1, 2]
print(a, mid, z)
*everything, = range(5)
print(everything)
h, *t = (9,)
print(h, t)
x, y, *r = 1, 2, 3, 4, 5, 6
print(x, y, r)
*s, p, q = "pq"
print(s, p, q)
(a, *b), c = [1, 2, 3], 4
print(a, b, c)
[a, *b] = {"k": 1, "j": 2, "i": 3}
print(a, b)
head, *tail = range(10, 0, -3)
print(head, tail, type(tail).__name__)
for first, *others in [(1, 2, 3), (4,), (5, 6)]:
    print(first, others)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
