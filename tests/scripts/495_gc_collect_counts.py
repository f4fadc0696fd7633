# gc.collect() returns the number of unreachable objects it found, where
# CPython's count is well defined: self-referencing lists, dicts referring to
# each other, a cycle through a tuple, closures referring to themselves, an
# exception in its own args; collections with no cycles return 0; reachable
# cycles stay.  Automatic collection is off so that every cycle is still
# there when collect() counts.  (Class instances are left out: CPython 3.11 keeps their
# attributes without a dict object, so its count differs by design.)
import gc

gc.disable()
gc.collect()
print('nothing', gc.collect())

l = []
l.append(l)
del l
print('self list', gc.collect())

a = {}
b = {}
a['b'] = b
b['a'] = a
del a, b
print('two dicts', gc.collect())

l = []
t = (l,)
l.append(t)
del l, t
print('list-tuple', gc.collect())

ring = [[] for i in range(10)]
for i in range(10):
    ring[i].append(ring[(i + 1) % 10])
del ring[:]
del ring
print('ring of 10', gc.collect())

keep = []
keep.append(keep)
print('reachable', gc.collect(), keep[0] is keep)

x = [1, 2, [3], {'a': (4, 5)}]
del x
print('no cycles', gc.collect())



def outer():
    def f():
        return f
    return f


g = outer()
print(g() is g)
del g
print('closure', gc.collect())


def many():
    for i in range(100):
        l = [i]
        l.append(l)


many()
print('hundred', gc.collect())

# a cycle hanging on to non-cyclic garbage: everything reachable from it counts
l = []
l.append(l)
l.append([[1], [2]])
del l
print('with tail', gc.collect())

# an exception in a cycle (not raised: no traceback)
err = ValueError('x')
err.args = (err,)
del err
print('exception', gc.collect())

print(gc.collect(0), gc.collect(1), gc.collect(2))
for bad in (-1, 3):
    try:
        gc.collect(bad)
    except ValueError as e:
        print('ValueError', e)
try:
    gc.collect('a')
except TypeError as e:
    print('TypeError', e)
gc.enable()
print(gc.isenabled())
