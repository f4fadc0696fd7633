# divmod on ints and floats.
for a in [17, -17, 0, 1, -1, 100]:
    for b in [5, -5, 1, 3]:
        print(a, b, divmod(a, b))
print(divmod(10 ** 30, 7), divmod(-(10 ** 30), 7))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7.5, -2), divmod(-7.5, -2.0))
print(divmod(1, 0.3), divmod(5, 0.5))
q, r = divmod(1000, 37)
print(q, r, q * 37 + r)
def digits(n):
    out = []
    while n:
        n, d = divmod(n, 10)
        out.append(d)
    return out[::-1]
print(digits(9876543210123))
secs = 987654
m, s = divmod(secs, 60)
h, m = divmod(m, 60)
d, h = divmod(h, 24)
print(f"{d}d {h}h {m}m {s}s")
