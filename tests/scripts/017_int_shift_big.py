# Shifts that cross machine-word boundaries.
for k in [0, 1, 31, 32, 62, 63, 64, 65, 127, 128, 200]:
    v = 1 << k
    print(k, v, v >> k, (v - 1) >> (k // 2 if k else 0), -v >> 1)
x = 0x123456789ABCDEF0123456789ABCDEF
print(x >> 4, x >> 64, x << 64, hex(x << 3), hex(x >> 3))
print(-x >> 64, hex(-x >> 64), -x << 5)
print((1 << 1000) >> 999, (3 << 500) >> 500)
print(sum(1 << i for i in range(100)) == (1 << 100) - 1)
v = 1
for _ in range(10):
    v = (v << 7) | 0x55
print(v, bin(v)[:30])
print(-1 << 70, (-1 << 70) >> 70, -(1 << 70) >> 71)
