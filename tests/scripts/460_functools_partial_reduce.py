# functools: reduce and partial (calls, flattening, attributes, repr).
import functools
from functools import partial, reduce

def err(label, f):
    try:
        print(label, '->', f())
    except Exception as e:
        print(label, '!!', type(e).__name__, e)

print(reduce(lambda x, y: x * y, range(1, 20)), reduce(lambda x, y: x + [y], [1, 2], []), reduce(max, [3, 8, 1]))
print(reduce(lambda a, b: a + b, ['a', 'b', 'c']), reduce(lambda a, b: a + b, [], 'init'), reduce(pow, [2, 3, 2]))
print(reduce(lambda a, b: a * 10 + b, (d for d in [1, 2, 3, 4])))
err('reduce(f, 5)', lambda: reduce(lambda a, b: a + b, 5))
err('reduce(f, [])', lambda: reduce(lambda a, b: a + b, []))
err('reduce(f)', lambda: reduce(lambda a, b: a + b))
err('reduce(f, [], 1, 2)', lambda: reduce(lambda a, b: a + b, [], 1, 2))
err('reduce(f, [1], initial=2)', lambda: reduce(lambda a, b: a + b, [1], initial=2))
err('reduce(f, [1, 2, 0])', lambda: reduce(lambda a, b: a // b, [1, 2, 0]))

def f(a, b, c=0, *rest, **kw):
    return (a, b, c, rest, sorted(kw.items()))

p = partial(f, 1, c=5)
print(p(2), p(2, d=3), p(2, c=9, z=1), p.args, p.keywords, p.func is f)
p2 = partial(p, 7, d=4)
print(p2(), p2.func is f, p2.args, p2.keywords)
p3 = partial(f)
print(p3(1, 2), p3.args, p3.keywords)
print(partial(f, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, x=1)(18, 19, y=2))
print(repr(partial(max, 1, 2, key=abs)))
print(repr(partial(partial(max, 1), 3)))
print(repr(partial(len)))
print(list(map(partial(pow, 2), range(6))), sorted([3, -5, 1], key=partial(pow, exp=2)))
err('partial()', lambda: partial())
err('partial(5)', lambda: partial(5))
err("setattr(p, 'args', 1)", lambda: setattr(p, 'args', 1))
err('p(2, c=1, a=0)', lambda: p(2, c=1, a=0))
p.foo = 5
print(p.foo, p.__dict__)
q = partial(p, 7, y=4)
print(q.func is p, q.args, q.keywords)

class C:
    m = partial(f, 'not bound')
print(C().m(1))

class MyPartial(partial):
    pass
mp = MyPartial(f, 1)
print(mp(2), type(mp).__name__, isinstance(mp, partial), repr(MyPartial(max, 1)).startswith('MyPartial(<built-in function max>, 1'))

def counter():
    n = 0
    def inc(step):
        nonlocal n
        n += step
        return n
    return inc
inc = partial(counter(), 2)
print(inc(), inc(), inc())
