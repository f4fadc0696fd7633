# Generator expressions are lazy and single-use.
print(sum(x * x for x in range(10)))
print(max(len(w) for w in "a bbb cc".split()), min(x % 7 for x in range(10, 20)))
print(any(x > 8 for x in range(10)), all(x < 5 for x in range(10)))
g = (x * 2 for x in range(5))
print(list(g), list(g))
evaluated = []
def trace(x):
    evaluated.append(x)
    return x
g = (trace(x) for x in range(100))
print(next(g), next(g), evaluated)
print(any(trace(x) > 5 for x in range(100)), len(evaluated))
print(tuple(c for c in "abc"), sorted(x % 4 for x in range(10)))
print("-".join(str(i) for i in range(5)))
print(dict((k, k * k) for k in range(4)), set(x for x in [1, 1, 2]))
g2 = (a + b for a in range(3) for b in range(3) if a != b)
print(list(g2))
total = sum(x for x in range(10 ** 5) if x % 3 == 0)
print(total)
print(list(zip((x for x in "ab"), (y for y in range(10)))))
