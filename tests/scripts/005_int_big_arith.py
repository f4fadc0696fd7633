# Mixed-size integer arithmetic and comparisons.
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b, a - b, b - a)
print(a * b)
print(b // a, b % a)
print(-a * b, a * -b, -a * -b)
print(a * 0, a * 1, a - a, a + -a)
print(a > b, a < b, a == a + 0, a != b, -a < a)
print(a == 123456789012345678901234567890)
small = 12345
print(a + small, a - small, a * small, a // small, a % small)
print(small - a, small // a, small % a, -small % a)
m = 2 ** 64
print(m - 1, m + 1, m * m, (m * m) // (m + 1))
n = -(2 ** 64)
print(n, n // 3, n % 3, n * n)
print(abs(n), abs(-a), -n)
v = 1
for i in range(1, 40):
    v = v * 1000 + i
print(v)
print(v % 97, v // 10 ** 100)
print(10 ** 18 - 1 + 1, 10 ** 19 // 10)
print(2 ** 63 // 2 ** 62, (2 ** 63) % (2 ** 62 + 1))
print(int("9" * 60) + 1)
print(-(10 ** 50) + 10 ** 50, (10 ** 50) - (10 ** 50 - 1))
print(max(a, b, 2 ** 100), min(-a, -b))
print(sorted([2 ** 70, -2 ** 70, 5, -5, 2 ** 64, 0]))
