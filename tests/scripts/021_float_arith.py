# Float arithmetic and mixing with ints.
a, b = 7.5, 2.0
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(7 / 2, 7.0 / 2, 7 / 2.0, 8 / 4, -9 / 4)
print(3 + 0.5, 3 * 0.5, 3 - 0.5, 0.5 - 3, 2 ** 0.5, 0.5 ** 2)
print(1e308 * 10, -1e308 * 10, 1e-320 / 1e10)
print(0.1 + 0.2 - 0.3, (0.1 + 0.2) - 0.3 == 0)
print(10 / 3 * 3, 1 / 3 + 1 / 3 + 1 / 3)
print(-0.0 * 1, 0.0 * -1, -0.0 + 0.0, -0.0 - 0.0, 0.0 == -0.0)
print(2.5 * 4, 1e3 / 1e-3, 1.5e300 * 1.5e-300)
total = 0.0
for i in range(1, 11):
    total += 1 / i
print(total)
x = 1.0
for i in range(60):
    x *= 2
print(x, int(x), x == 2 ** 60)
print(10 ** 20 / 3, 2 ** 100 / 2 ** 50, 1 / 2 ** 100)
print(7 // 0.5, 7 % 0.5, 7.25 % 1, -7.25 % 1)
print(abs(-2.5) * 2, -(-1.5), +2.5)
c = 0.0
for i in range(10):
    c += 0.1
print(c, c == 1.0, round(c, 10) == 1.0)
print(1.0 / 3.0 * 3.0 == 1.0, 49 / 49.0)
