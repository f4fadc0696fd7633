# Three-argument pow and modular arithmetic.
print(pow(2, 10, 1000), pow(3, 200, 1000000007), pow(7, 0, 13))
print(pow(2, 10000, 10 ** 9 + 7))
print(pow(12345678901234567890, 98765432109876543210, 10 ** 20 + 39))
print(pow(-2, 3, 5), pow(2, 3, -5), pow(-2, 3, -5))
print(pow(3, -1, 7), pow(10, -1, 17), pow(2, -3, 11))
print(pow(5, 1, 1), pow(0, 0, 7), pow(0, 5, 7))
print(pow(2, 5), pow(2, -2), pow(2.0, 3), pow(-8, 2))
M = 2 ** 127 - 1
print(pow(3, M - 1, M))
print(pow(2, 2 ** 20, 1000003))
def fermat(n):
    return all(pow(a, n - 1, n) == 1 for a in [2, 3, 5, 7])
print([n for n in range(3, 100, 2) if fermat(n)])
def modexp(b, e, m):
    r = 1
    b %= m
    while e > 0:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r
print(modexp(7, 12345, 1009) == pow(7, 12345, 1009))
print(modexp(12, 10 ** 30, 99991), pow(12, 10 ** 30, 99991))
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
