# Accumulating floats shows rounding exactly as CPython does.
s = 0.0
for i in range(10):
    s += 0.1
print(s)
print(sum([0.1] * 10), sum([0.1] * 10) == 1.0)
print(sum([1e100, 1.0, -1e100]), sum([0.5, 0.25, 0.125]))
print(sum(range(10)) / 10, sum([1, 2.5, 3]))
acc = 1.0
for i in range(1, 30):
    acc = acc * 1.1 - 0.05
print(acc)
v = 0.0
for i in range(1, 1001):
    v += 1.0 / (i * i)
print(v, (v * 6) ** 0.5)
h = 0.0
for i in range(100000, 0, -1):
    h += 1.0 / i
print(h)
