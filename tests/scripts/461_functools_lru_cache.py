# functools: lru_cache (bounded, unbounded, typed, no caching) and cache:
# results, hit/miss statistics, eviction order, cache_clear.
from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())

calls = []
@lru_cache(maxsize=3)
def sq(x, y=1):
    calls.append(x)
    return x * x * y
for v in [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]:
    sq(v)
print(calls, sq.cache_info(), sq.cache_parameters())
print(sq(2, y=3), sq(2, y=3), sq(y=3, x=2), sq.cache_info())
ci = sq.cache_info()
print(ci.hits, ci.misses, ci.maxsize, ci.currsize, ci == (ci[0], ci[1], 3, ci[3]), tuple(ci), len(ci))
h, m, mx, cur = ci
print(h, m, mx, cur)
sq.cache_clear()
print(sq.cache_info())

@lru_cache
def plain(x):
    "plain doc"
    return x + 1
print(plain(1), plain(1), plain.cache_info(), plain.__name__, plain.__doc__, plain.__wrapped__(5))

@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())

@lru_cache(maxsize=-5)
def neg(x):
    return x
neg(1); neg(1)
print(neg.cache_info())

@lru_cache(typed=True)
def typed(x):
    return type(x).__name__
print(typed(1), typed(1.0), typed(True), typed(1), typed.cache_info())

@lru_cache()
def untyped(x):
    return type(x).__name__
print(untyped(1), untyped(1.0), untyped.cache_info())

@cache
def fact(n):
    return 1 if n < 2 else n * fact(n - 1)
print(fact(30), fact.cache_info())

@lru_cache(maxsize=2)
def kw(*args, **kwargs):
    return (args, sorted(kwargs.items()))
print(kw(1, a=2), kw(1, a=2), kw(a=2), kw((1,)), kw.cache_info())

@lru_cache(maxsize=128)
def raises(x):
    raise ValueError(x)
try:
    raises(3)
except ValueError as e:
    print('ValueError', e, raises.cache_info())

try:
    lru_cache('x')
except TypeError as e:
    print('TypeError', e)
try:
    fib([1])
except TypeError as e:
    print('TypeError', e)

class Obj:
    @lru_cache(maxsize=16)
    def method(self, x):
        return x * 3
o = Obj()
print(o.method(2), o.method(2), Obj.method.cache_info())

@lru_cache(maxsize=64)
def collatz(n):
    return 0 if n == 1 else 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
print(sum(collatz(i) for i in range(1, 3000)), collatz.cache_info())

# eviction order under a mixed workload (positional, float, keyword, typed)
import random
for maxsize in [1, 2, 3, 7, 16]:
    for typ in [False, True]:
        seen = []
        @lru_cache(maxsize=maxsize, typed=typ)
        def g(*a, **k):
            seen.append((a, sorted(k.items())))
            return (a, len(k))
        rng = random.Random(maxsize * 10 + typ)
        for i in range(300):
            x = rng.randrange(12)
            c = rng.randrange(4)
            if c == 0:
                g(x)
            elif c == 1:
                g(float(x))
            elif c == 2:
                g(x, k=rng.randrange(2))
            else:
                g(str(x), x)
            if i % 97 == 96 and maxsize == 7:
                g.cache_clear()
        print(maxsize, typ, len(seen), seen[-3:], g.cache_info())
