# Fibonacci numbers grow into big ints.
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
for n in [0, 1, 2, 10, 50, 90, 91, 92, 93, 100, 200]:
    print(n, fib(n))
f1000 = fib(1000)
print(len(str(f1000)), str(f1000)[:40])
print(fib(500) % 10 ** 9, fib(501) * fib(499) - fib(500) ** 2)
def fib_pair(n):
    if n == 0:
        return (0, 1)
    a, b = fib_pair(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n % 2 == 0:
        return (c, d)
    return (d, c + d)
print(fib_pair(1000)[0] == f1000, fib_pair(2000)[0] % 1000000007)
memo = {}
def fib_memo(n):
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    r = fib_memo(n - 1) + fib_memo(n - 2)
    memo[n] = r
    return r
print(fib_memo(300) == fib(300), len(memo))
print([fib(i) % 10 for i in range(30)])
