# id() identifies objects; its value is never printed.
a = [1, 2]
b = a
c = [1, 2]
print(id(a) == id(b), id(a) == id(c), a is b, a is not c)
print(type(id(a)).__name__, id(a) == id(a))
x = None
print(id(x) == id(None), x is None)
def same(p, q):
    return id(p) == id(q)
print(same(a, b), same(a, a[:]), same(print, print))
objs = [[], [], []]
print(len(set(id(o) for o in objs)))
d = {}
k = d
k["x"] = 1
print(id(k) == id(d), d)
