# Instance attributes stored in the object (shared keys per class, inline
# values): every way a program can see or change them must behave as a
# per-instance dict does.

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p.x, p.y, p.norm1())
print(p.__dict__, vars(p))

# insertion order is per instance, not the order of the class's keys
q = Point.__new__(Point)
q.y = 1
q.x = 2
print(q.__dict__, list(vars(q)))

# a name the class never assigned in a method, then again on a newer instance
p.z = 5
r = Point(1, 1)
r.z = 6
print(sorted(p.__dict__.items()), sorted(r.__dict__.items()))

# an instance attribute shadows a method; deleting it uncovers the method
for obj in (Point(1, 2), Point(2, 3)):
    print(obj.norm1())
    obj.norm1 = lambda: "shadowed"
    print(obj.norm1())
    del obj.norm1
    print(obj.norm1())

# del, then set again: order follows the dict's rules
s = Point(1, 2)
del s.x
print(s.__dict__, hasattr(s, "x"))
s.x = 9
print(s.__dict__)
try:
    del s.nope
except AttributeError as e:
    print("AttributeError:", e)
try:
    s.missing
except AttributeError as e:
    print("AttributeError:", e)

# many attributes: more than the keys or the instance hold
t = Point(0, 0)
for i in range(50):
    setattr(t, "a%d" % i, i * i)
print(len(vars(t)), t.a0, t.a49, getattr(t, "a25"))
u = Point(5, 5)
print(u.__dict__)

# changes through __dict__ show as attributes, and the other way round
v = Point(1, 2)
d = v.__dict__
d["x"] = 100
d["w"] = "new"
print(v.x, v.w)
v.y = 200
print(d["y"], d is v.__dict__)

# replacing __dict__
v.__dict__ = {"k": 1}
print(v.__dict__, hasattr(v, "x"), v.k)
try:
    v.__dict__ = 5
except TypeError as e:
    print("TypeError:", e)

# a str subclass as a name, and a name built at run time
class Name(str):
    pass

w = Point(1, 2)
setattr(w, Name("x"), 7)
setattr(w, "".join(["y"]), 8)
print(w.x, w.y, sorted(w.__dict__))

# dir() lists instance attributes
print([n for n in dir(Point(1, 2)) if not n.startswith("__")])

# subclasses: their own keys, the base's __init__ too
class Point3(Point):
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

p3 = Point3(1, 2, 3)
print(p3.__dict__, p3.norm1(), isinstance(p3, Point))

# __slots__ with __dict__, and a subclass of a class with __slots__
class S:
    __slots__ = ("a", "__dict__")
    def __init__(self):
        self.a = 1
        self.b = 2

class T(S):
    pass

for o in (S(), T()):
    o.c = 3
    print(o.a, o.b, o.c, o.__dict__)

# __getattr__ sees only what is missing
class G:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        return "virtual " + name

g = G()
print(g.real, g.other)
g.other = 2
print(g.other)

# class attributes as defaults, shadowed per instance
class Counter:
    count = 0
    def bump(self):
        self.count += 1
        return self.count

c1, c2 = Counter(), Counter()
print(c1.bump(), c1.bump(), c2.count, Counter.count, c1.__dict__, c2.__dict__)

# equality, hashing and identity are untouched
print(Point(1, 2) == Point(1, 2), len({Point(1, 2), Point(1, 2)}))

# attributes survive a cycle through the instance itself
class Node:
    def __init__(self):
        self.me = self
        self.items = [self]

n = Node()
print(n.me is n, n.items[0] is n)
del n
import gc
gc.collect()
print("done")

# __slots__ fields through the interpreter's cached loads and stores
class V:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 0.0

v = V()
for i in range(1000):
    v.x += 0.5
    v.y = i
print(v.x, v.y)
del v.y
try:
    v.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    del v.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    v.z = 1
except AttributeError as e:
    print("AttributeError:", e)
