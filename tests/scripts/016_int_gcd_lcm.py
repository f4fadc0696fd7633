# Euclid on big integers.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
def lcm(a, b):
    return a // gcd(a, b) * b
print(gcd(12, 18), gcd(17, 5), gcd(0, 9), gcd(-12, 18), gcd(100, 0))
print(lcm(4, 6), lcm(21, 6), lcm(1, 99))
r = 1
for i in range(1, 51):
    r = lcm(r, i)
print("lcm(1..50) =", r)
a = 2 ** 100 * 3 ** 50 * 7
b = 2 ** 60 * 3 ** 80 * 11
g = gcd(a, b)
print(g, g == 2 ** 60 * 3 ** 50)
def ext_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = ext_gcd(b, a % b)
    return g, y, x - (a // b) * y
g, x, y = ext_gcd(240, 46)
print(g, x, y, 240 * x + 46 * y)
g, x, y = ext_gcd(10 ** 30 + 1, 10 ** 20 + 7)
print(g, (10 ** 30 + 1) * x + (10 ** 20 + 7) * y)
def frac_add(n1, d1, n2, d2):
    n = n1 * d2 + n2 * d1
    d = d1 * d2
    g = gcd(n, d)
    return n // g, d // g
n, d = 0, 1
for k in range(1, 31):
    n, d = frac_add(n, d, 1, k)
print(f"H(30) = {n}/{d}")
