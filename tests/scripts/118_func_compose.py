# Higher-order helpers: compose, curry, memoize.
def compose(*fns):
    def composed(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return composed
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
def curry3(f):
    return lambda a: lambda b: lambda c: f(a, b, c)
vol = curry3(lambda a, b, c: a * b * c)
print(vol(2)(3)(4))
def memoize(f):
    cache = {}
    def g(*args):
        if args not in cache:
            cache[args] = f(*args)
        return cache[args]
    return g
calls = [0]
def slow_binom(n, k):
    calls[0] += 1
    if k == 0 or k == n:
        return 1
    return binom(n - 1, k - 1) + binom(n - 1, k)
binom = memoize(slow_binom)
print(binom(60, 30), calls[0])
def partial(f, *fixed, **fixed_kw):
    def p(*args, **kw):
        merged = dict(fixed_kw)
        merged.update(kw)
        return f(*fixed, *args, **merged)
    return p
base2 = partial(int, base=2)
print(base2("101010"), partial(max, 5)(3, 9), partial(sorted, reverse=True)([3, 1, 2]))
def flip(f):
    return lambda a, b: f(b, a)
print(flip(lambda a, b: a - b)(10, 3))
