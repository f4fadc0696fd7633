# functools: wraps / update_wrapper, total_ordering, cmp_to_key.
import functools
from functools import wraps, update_wrapper, total_ordering, cmp_to_key

def deco(f):
    @wraps(f)
    def inner(*a, **k):
        "inner doc"
        return f(*a, **k) * 2
    return inner

@deco
def add(a, b):
    "add two"
    return a + b
print(add(2, 3), add.__name__, add.__doc__, add.__qualname__, add.__wrapped__(2, 3), add.__module__)

def target():
    pass
target.extra = 42
def w():
    pass
r = update_wrapper(w, target)
print(r is w, w.__name__, w.extra, w.__wrapped__ is target)
def w2():
    "keep"
update_wrapper(w2, target, assigned=(), updated=())
print(w2.__name__, w2.__doc__, hasattr(w2, 'extra'), w2.__wrapped__ is target)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

@total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
a, b = V(1), V(2)
print(a < b, a > b, a <= b, a >= b, b >= a, a <= V(1), a >= V(1), V.__gt__.__name__)
print(sorted([V(3), V(1), V(2)])[0].v, max(V(3), V(9), V(4)).v)

@total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __ge__(self, o):
        return self.v >= o.v
print(G(1) < G(2), G(1) > G(2), G(2) <= G(2), G(3) <= G(2))

@total_ordering
class L:
    def __init__(self, v):
        self.v = v
    def __le__(self, o):
        if not isinstance(o, L):
            return NotImplemented
        return self.v <= o.v
print(L(1) < L(2), L(2) > L(1), L(1) >= L(1))
try:
    L(1) > 5
except TypeError as e:
    print('TypeError', e)

try:
    @total_ordering
    class N:
        pass
except ValueError as e:
    print('ValueError', e)

def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([5, 2, 9, 1], key=cmp_to_key(cmp)))
print(sorted(['b', 'A', 'c'], key=cmp_to_key(lambda x, y: cmp(x.lower(), y.lower())), reverse=True))
K = cmp_to_key(cmp)
print(K(1) < K(2), K(2) == K(2), K(3) >= K(4), K(1) != K(1), K(5) > K(4), K(5) <= K(4), K(7).obj)
try:
    hash(K(1))
except TypeError as e:
    print('TypeError', e)
try:
    K(1) < 2
except TypeError as e:
    print('TypeError', e)
words = ['banana', 'Apple', 'cherry', 'apple', 'Banana']
print(sorted(words, key=cmp_to_key(lambda x, y: cmp(len(x), len(y)) or cmp(x, y))))
