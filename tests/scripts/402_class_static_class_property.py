# Level 2: @staticmethod, @classmethod, @property with setter and deleter, __slots__.
class Temp:
    scale = "C"
    def __init__(self, c):
        self._c = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
t = Temp(100)
print(t.celsius, t.fahrenheit, Temp.c_to_f(0), t.c_to_f(10), Temp.from_f(212).celsius)
t.celsius = 20
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(e)
try:
    del t.fahrenheit
except AttributeError as e:
    print(e)
class Sub(Temp):
    pass
s = Sub.from_f(32)
print(type(s).__name__, s.celsius, isinstance(Temp.__dict__["celsius"], property))
print(type(Temp.__dict__["c_to_f"]).__name__, type(Temp.__dict__["from_f"]).__name__)
class P2:
    def get_x(self):
        return self._x
    def set_x(self, v):
        self._x = v
    x = property(get_x, set_x)
p = P2()
p.x = 4
print(p.x)
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def total(self):
        return self.x + self.y
s = Slotted(1, 2)
print(s.x, s.y, s.total(), hasattr(s, "__dict__"))
s.x = 10
print(s.total())
try:
    s.z = 3
except AttributeError as e:
    print(e)
u = Slotted.__new__(Slotted)
try:
    u.x
except AttributeError as e:
    print(e)
class SlotSub(Slotted):
    __slots__ = ("z",)
ss = SlotSub(1, 2)
ss.z = 3
print(ss.x + ss.y + ss.z)
class SlotDict(Slotted):
    pass
sd = SlotDict(1, 2)
sd.w = 5
print(sd.w, sd.__dict__)
class Const:
    PI = 3.14
    @staticmethod
    def area(r):
        return Const.PI * r * r
print(Const.area(2), Const().area(1))
class Lazy:
    def __init__(self):
        self.calls = 0
    @property
    def value(self):
        self.calls += 1
        return self.calls * 10
l = Lazy()
print(l.value, l.value, l.calls)
