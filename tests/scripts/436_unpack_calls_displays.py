# Level 2: * and ** unpacking in calls and in list/tuple/set/dict displays.
def f(*a, **k):
    return a, k
def g(a, b, c=0, *, d=1):
    return a, b, c, d
l = [1, 2]
d = {"x": 1}
print(f(*l, 3, *l, y=2, **d), f(**d, **{"z": 3}), f(*"ab", *range(2)))
print(g(*[1, 2]), g(1, *[2, 3]), g(**{"a": 1, "b": 2, "d": 4}), g(*(1,), **{"b": 5}))
print([*l, *range(3)], (*l,), (*l, *l), {*l, 5}, {**d, "q": 2, **{"x": 9}}, [*"hi", *{"k": 1}])
print(*[1, 2], sep="-")
print(*(), "nothing before")
try:
    f(**d, **{"x": 2})
except TypeError as e:
    print(e)
try:
    f(**[1])
except TypeError as e:
    print(e)
try:
    f(*5)
except TypeError as e:
    print(e)
try:
    g(*[1, 2, 3, 4])
except TypeError as e:
    print(e)
try:
    g(1, **{"a": 2, "b": 3})
except TypeError as e:
    print(e)
try:
    {**[1]}
except TypeError as e:
    print(e)
a, *b = range(4)
*c, e = "xyz"
print(a, b, c, e)
first, *mid, last = [1, 2, 3, 4, 5]
print(first, mid, last)
for x, *rest in [(1, 2, 3), (4, 5)]:
    print(x, rest)
def gen():
    yield 1
    yield 2
print([*gen(), *gen()], {*gen()}, f(*gen()))
class Box:
    def __init__(self, *items, **opts):
        self.items = items
        self.opts = opts
    def __iter__(self):
        return iter(self.items)
    def keys(self):
        return self.opts.keys()
    def __getitem__(self, k):
        return self.opts[k]
b = Box(3, 4, color="red")
print([*b], f(*b), f(**b), {**b})
args = (1, 2)
kwargs = {"c": 3, "d": 4}
print(g(*args, **kwargs))
m = {"a": 1}
n = {"b": 2}
print({**m, **n} == dict(m, **n), dict(**m, c=3))
