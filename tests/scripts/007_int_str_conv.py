# int <-> str conversions, including huge values.
big = 7 ** 4000
s = str(big)
print(len(s), s[:30], s[-30:])
back = int(s)
print(back == big)
neg = int("-" + s)
print(neg == -big, str(neg)[:10])
print(int("  12345  "), int("-0"), int("+42"), int("000123"))
print(int("1_000_000"), int("-1_2_3"))
digits = "1234567890" * 40
n = int(digits)
print(n % 1000000007, len(str(n)))
print(str(n * 10) == digits + "0")
print(str(0), str(-1), str(10 ** 20), str(-(10 ** 20)))
print(repr(10 ** 30), repr(-5))
x = 1
for i in range(100):
    x = x * 10 + (i % 10)
print(x)
print(str(x).count("7"))
print(int(str(2 ** 3000)) == 2 ** 3000)
print(len(str(2 ** 14000)), str(3 ** 8000)[100:130])
print(int("9" * 4000) + 1 == 10 ** 4000)
