# Big integer powers, printed in full.
x = 2 ** 10000
s = str(x)
print(len(s))
print(s[:50])
print(s[-50:])
print(x % 1000007)
print(2 ** 1000)
print(3 ** 500)
print((-3) ** 333)
print(7 ** 77 - 7 ** 76)
print(10 ** 100 + 1)
print(10 ** 100 - 1)
print(2 ** 200 == 4 ** 100, 2 ** 200 < 3 ** 127, 2 ** 200 > 3 ** 126)
print(sum(int(d) for d in str(2 ** 1000)))
print(len(bin(x)) - 2)
y = 1
for i in range(200):
    y = y * 3 + 1
print(y)
print(y // 2 ** 300, y % 2 ** 64)
print(-y // 10 ** 40)
print(2 ** 64 * 2 ** 64 == 2 ** 128)
print(12345678901234567890 ** 3)
print(x // 2 ** 9990, x >> 9990)
