# Factorials: iterative factorial(1000) and recursive smaller ones.
def fact_iter(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


def fact_rec(n):
    if n <= 1:
        return 1
    return n * fact_rec(n - 1)


f = fact_iter(1000)
s = str(f)
print(len(s))
print(s[:60])
print(s[-260:-240])
trailing = len(s) - len(s.rstrip("0"))
print("trailing zeros:", trailing)
print("digit sum:", sum(int(c) for c in s))
print(fact_rec(100))
print(fact_rec(100) == fact_iter(100))
print(fact_iter(50) // fact_iter(48))
print(fact_iter(30) % 1000000007)
for n in [0, 1, 5, 10, 20, 25]:
    print(n, fact_iter(n))
c = fact_iter(100) // (fact_iter(50) * fact_iter(50))
print("C(100,50) =", c)
print(f == fact_rec(400) * fact_iter(1000) // fact_iter(400))
