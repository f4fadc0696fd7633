# Packing and unpacking tuples.
def minmax(seq):
    return min(seq), max(seq)
r = minmax([4, 1, 7])
lo, hi = r
print(r, lo, hi)
coords = [(0, 0), (1, 2), (3, 5)]
for x, y in coords:
    print(f"({x}, {y})", x + y)
a, b, c = (10, 20, 30)
print(c, b, a)
point = 3, 4
print(point, len(point))
(x1, y1), (x2, y2) = coords[1:]
print(x2 - x1, y2 - y1)
swap = lambda p: (p[1], p[0])
print(swap((1, "a")))
t = 1,
print(t, t[0])
def multi():
    return 1, (2, 3), [4, 5]
p, (q, r2), [s, u] = multi()
print(p, q, r2, s, u)
print(tuple(i * i for i in range(5)), tuple(zip("ab", (1, 2))))
