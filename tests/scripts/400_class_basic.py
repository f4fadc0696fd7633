# Level 2: class statements, __init__, methods, bound methods, class attributes, instance dicts.
class Point:
    dims = 2
    def __init__(self, x, y=0):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def moved(self, dx, dy=0):
        return Point(self.x + dx, self.y + dy)
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
p = Point(3, 4)
print(p, p.norm2(), p.moved(1), p.moved(dy=2, dx=1), Point.dims, p.dims)
m = p.norm2
print(m(), m.__self__ is p, m.__func__ is Point.norm2, Point.norm2(p))
p.dims = 3
print(p.dims, Point.dims, vars(p))
Point.dims = 5
print(Point(0).dims, p.dims)
del p.dims
print(p.dims)
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
cs = [Counter() for _ in range(5)]
print(Counter.count, [c.id for c in cs], cs[0].count)
class Empty:
    pass
e = Empty()
e.a = 1
e.b = [1, 2]
e.b.append(3)
print(e.a, e.b, sorted(e.__dict__), str(e).startswith("<__main__.Empty object at 0x"))
setattr(e, "c", 9)
print(getattr(e, "c"), hasattr(e, "d"), getattr(e, "d", "default"))
delattr(e, "c")
print(hasattr(e, "c"))
try:
    e.nope
except AttributeError as err:
    print(err)
try:
    del e.nope
except AttributeError as err:
    print(err)
try:
    Point()
except TypeError as err:
    print(err)
try:
    Point(1, 2, 3)
except TypeError as err:
    print(err)
try:
    p.norm2(1)
except TypeError as err:
    print(err)
class WithBadInit:
    def __init__(self):
        return 5
try:
    WithBadInit()
except TypeError as err:
    print(err)
print(Point.__name__, Point.__qualname__, Point.__module__, type(p) is Point, p.__class__ is Point)
print(type(Point).__name__, type(p).__name__, isinstance(p, Point), isinstance(p, object), isinstance(5, Point))
def outer():
    class Inner:
        def meth(self):
            return "inner meth"
    return Inner
I = outer()
print(I.__qualname__, I().meth())
class Chain:
    def __init__(self):
        self.items = []
    def add(self, x):
        self.items.append(x)
        return self
print(Chain().add(1).add(2).add(3).items)
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt
head = None
for i in range(5):
    head = Node(i, head)
vals = []
while head:
    vals.append(head.val)
    head = head.next
print(vals)
funcs = [p.moved, Point(10).moved]
print([f(1) for f in funcs])
class A:
    x = 1
    y = x + 1
    z = [x * i for i in range(3)]
print(A.x, A.y, A.z)
print(Point.__dict__["dims"], "norm2" in Point.__dict__, Point.__bases__, Point.__base__)
print(p == Point(3, 4), p == p, p != Point(3, 4))
