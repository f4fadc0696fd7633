# Bitwise operators on small, negative and big ints.
a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a, ~b)
print(a << 3, a >> 2, 1 << 0, 5 >> 10)
print(-1 & 0xFF, -1 | 5, -1 ^ 5, ~-1, ~0)
print(-12 & 10, -12 | 10, -12 ^ 10, -12 >> 2, -12 << 2)
print(-1 >> 100, -5 >> 1, -4 >> 1, 5 >> 1)
print(12 & -10, 12 | -10, 12 ^ -10)
print(-12 & -10, -12 | -10, -12 ^ -10)
x = 2 ** 100 + 12345
print(x & 0xFFFF, x | 1, x ^ x, x >> 90, x << 10)
print(-x & 0xFFFF, -x | 7, -x ^ 1, -x >> 90)
print((x & -x), x & ~x, x | ~x)
print(1 << 64, (1 << 64) - 1, ((1 << 64) - 1) & 0xF0F0)
print((2 ** 80 - 1) ^ (2 ** 79), (2 ** 80) >> 79)
print(~(2 ** 70), -(2 ** 70) >> 3, -(2 ** 70) << 3)
print(True & False, True | False, True ^ True, ~True)
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(i) for i in range(17)], popcount(2 ** 100 - 1))
print(bin(0b1010 & 0b0110), bin(0b1010 | 0b0110), bin(-5 & 0b111))
try:
    print(1 << -1)
except ValueError as e:
    print("ValueError:", e)
print(0 << 1000, 1 >> 1000, -1 >> 1000)
