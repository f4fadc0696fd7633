# Level 2: generator pipelines, generator expressions everywhere, iteration protocol of generators.
def numbers(n):
    for i in range(n):
        yield i
def squares(it):
    for x in it:
        yield x * x
def evens(it):
    return (x for x in it if x % 2 == 0)
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
print(list(take(4, evens(squares(numbers(100))))))
def flatten(tree):
    for node in tree:
        if isinstance(node, list):
            yield from flatten(node)
        else:
            yield node
print(list(flatten([1, [2, [3, [4, 5]], 6], [[7]], 8])))
class Tree:
    def __init__(self, v, l=None, r=None):
        self.v, self.l, self.r = v, l, r
    def __iter__(self):
        if self.l:
            yield from self.l
        yield self.v
        if self.r:
            yield from self.r
t = Tree(4, Tree(2, Tree(1), Tree(3)), Tree(6, Tree(5), Tree(7)))
print(list(t), sum(t), max(t), sorted(t, reverse=True), 5 in t, [x for x in t if x > 4])
def accumulate():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v
def driver():
    result = yield from accumulate()
    yield "final %d" % result
d = driver()
print(next(d), d.send(5), d.send(10), d.send(None))
g = (i * 2 for i in range(5))
print(type(g).__name__, next(g), next(g), list(g), list(g))
print(dict((k, k * k) for k in range(4)), set(x % 3 for x in range(10)), tuple(c for c in "abc"))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)), min(x for x in [3, 1, 2]))
print("-".join(str(x) for x in range(5)), sorted((x for x in [3, 1, 2]), reverse=True))
def gen_return_only():
    return 5
    yield
g = gen_return_only()
try:
    next(g)
except StopIteration as e:
    print("value", e.value)
def gen_state():
    yield 1
g = gen_state()
print(g.gi_running, g.__name__, g.__qualname__)
a, b = (x for x in "xy")
print(a, b)
print(list(zip(numbers(3), numbers(5))), list(map(lambda x: -x, numbers(3))), list(enumerate(numbers(2))))
def inf():
    n = 0
    while True:
        yield n
        n += 1
for v in inf():
    if v > 3:
        break
print(v)
def nested_gen():
    def inner():
        yield from range(3)
    for i in inner():
        yield i, [j for j in inner()]
print(list(nested_gen()))
