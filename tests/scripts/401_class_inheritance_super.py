# Level 2: single and multiple inheritance, C3 MRO, zero-argument super(), isinstance/issubclass.
class Animal:
    kind = "animal"
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return "%s the %s says %s" % (self.name, self.kind, self.speak())
class Dog(Animal):
    kind = "dog"
    def speak(self):
        return "woof"
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + "!"
for a in [Animal("generic"), Dog("rex"), Puppy("bit", 1)]:
    print(a.describe())
print(Puppy("x", 2).age, isinstance(Puppy("y", 1), Animal), issubclass(Puppy, Dog), issubclass(Dog, Puppy))
print([c.__name__ for c in Puppy.__mro__], Puppy.__bases__)
class Base:
    def __init__(s):
        s.log = ["Base"]
    def who(s):
        return "Base"
class L(Base):
    def __init__(s):
        super().__init__()
        s.log.append("L")
    def who(s):
        return "L>" + super().who()
class R(Base):
    def __init__(s):
        super().__init__()
        s.log.append("R")
    def who(s):
        return "R>" + super().who()
class D(L, R):
    def __init__(s):
        super().__init__()
        s.log.append("D")
    def who(s):
        return "D>" + super().who()
d = D()
print(d.log, d.who(), [c.__name__ for c in D.__mro__], isinstance(d, R), issubclass(D, Base))
try:
    class X(L, D):
        pass
except TypeError as e:
    print(e)
class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class E(A, B): pass
class F(B, C): pass
class G(E, F): pass
print([k.__name__ for k in G.__mro__])
print(G.mro() == list(G.__mro__))
class Shape:
    def area(self):
        raise NotImplementedError("subclass must implement")
    def __repr__(self):
        return "%s(area=%s)" % (type(self).__name__, self.area())
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r ** 2, 2)
print([Sq(2), Circle(1)])
try:
    Shape().area()
except NotImplementedError as e:
    print(type(e).__name__, e)
class Mixin:
    def hello(self):
        return "hello from " + self.name()
class Named:
    def name(self):
        return "Named"
class Both(Mixin, Named):
    pass
print(Both().hello())
class Explicit(Dog):
    def speak(self):
        return "explicit " + super(Explicit, self).speak() + " " + Dog.speak(self)
print(Explicit("e").speak())
class CM:
    @classmethod
    def make(cls):
        return cls.__name__
class CM2(CM):
    @classmethod
    def make(cls):
        return "sub:" + super().make()
print(CM2.make(), CM.make())
print(issubclass(bool, int), issubclass(Dog, (int, Animal)), isinstance(3, (str, int)), isinstance(True, int))
class Attr:
    a = 1
class Attr2(Attr):
    b = 2
Attr.a = 10
print(Attr2.a, Attr2().a, Attr2.b)
class Over:
    def m(self):
        return 1
o = Over()
o.m = lambda: "instance attr wins"
print(o.m(), Over().m())
