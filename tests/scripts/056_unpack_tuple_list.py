# Tuple and list unpacking, nested.
a, b, c = 1, 2, 3
print(a, b, c)
[a, b] = [b, a]
print(a, b)
(a, b), c = (10, 20), 30
print(a, b, c)
a, (b, (c, d)) = 1, (2, (3, 4))
print(a, b, c, d)
[x, [y, z]] = "a", "bc"
print(x, y, z)
p, q = range(2)
print(p, q)
s1, s2, s3 = "xyz"
print(s1, s2, s3)
k1, k2 = {"one": 1, "two": 2}
print(k1, k2)
(m,) = [42]
print(m)
n, = (43,)
print(n)
pairs = [(1, "a"), (2, "b")]
(i1, c1), (i2, c2) = pairs
print(i1, c1, i2, c2)
def mm(seq):
    return min(seq), max(seq)
lo, hi = mm([5, 3, 9, 1])
print(lo, hi)
for bad in [(1, 2, 3), (1,), ()]:
    try:
        u, v = bad
        print(u, v)
    except ValueError as e:
        print("ValueError:", e)
try:
    u, v = 5
except TypeError as e:
    print("TypeError:", e)
