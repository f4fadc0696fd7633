# functools.cached_property: computed once per instance, stored in its
# __dict__, recomputed after del; CPython's errors.
from functools import cached_property

class Circle:
    def __init__(self, r):
        self.r = r
        self.calls = 0

    @cached_property
    def area(self):
        "the area"
        self.calls += 1
        return 3 * self.r * self.r

c = Circle(2)
print(c.area, c.area, c.calls, c.__dict__)
c.r = 10
print(c.area, c.calls)
del c.area
print(c.area, c.calls)
c.area = 7
print(c.area, c.calls)
d = Circle(1)
print(d.area, d.calls, c.area)
print(type(Circle.area).__name__, Circle.area.attrname, Circle.area.__doc__)

class Slotted:
    __slots__ = ('x',)
    @cached_property
    def prop(self):
        return 1
try:
    Slotted().prop
except TypeError as e:
    print('TypeError', e)

def f(self):
    return 5
cp = cached_property(f)
class Late:
    pass
Late.p = cp
try:
    Late().p
except TypeError as e:
    print('TypeError', e)
class Sub(Circle):
    pass
s = Sub(3)
print(s.area, s.area, s.calls)
