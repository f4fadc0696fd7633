# while-loop algorithms.
def collatz_len(n):
    c = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        c += 1
    return c
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best))
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
print(isqrt(10 ** 40), isqrt(2 * 10 ** 60), isqrt(99), isqrt(100), isqrt(1))
def digits_sum(n):
    s = 0
    while n:
        s += n % 10
        n //= 10
    return s
print(digits_sum(2 ** 500), digits_sum(999), digits_sum(0))
a, b = 1071, 462
while b:
    a, b = b, a % b
print("gcd", a)
n = 600851475143
f = 2
factors = []
while f * f <= n:
    while n % f == 0:
        factors.append(f)
        n //= f
    f += 1
if n > 1:
    factors.append(n)
print(factors)
