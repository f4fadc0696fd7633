# Lambda expressions.
sq = lambda x: x * x
add = lambda a, b=10: a + b
print(sq(7), add(1), add(1, 2), (lambda: "no args")())
print(sorted(["banana", "Apple", "cherry"], key=lambda s: s.lower()))
print(sorted([(1, "b"), (2, "a"), (0, "c")], key=lambda p: p[1]))
print(list(map(lambda x: x + 1, [1, 2, 3])), list(filter(lambda x: x % 2, range(10))))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
print([ops[o](6, 3) for o in "+-*"])
compose = lambda f, g: lambda x: f(g(x))
inc_then_sq = compose(sq, lambda x: x + 1)
print(inc_then_sq(4))
print((lambda *a, **k: (a, k))(1, 2, z=3))
print((lambda x: (lambda y: x + y))(10)(5))
fns = [lambda x, n=n: x ** n for n in range(4)]
print([fn(2) for fn in fns])
print(sq.__name__, (lambda: 0).__name__)
cond = lambda x: "big" if x > 100 else "small"
print(cond(5), cond(500))
print(max(["aa", "b", "cccc", "ddd"], key=lambda s: len(s)))
