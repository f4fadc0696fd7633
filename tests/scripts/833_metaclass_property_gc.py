class M1(type): pass
class M3(M1): pass
class A(metaclass=M1): pass
import gc
class PM(type):
    @property
    def label(cls): return "label:" + cls.__name__
    @label.setter
    def label(cls, v): print("set label", v)
    attr = "meta-attr"
class Q(metaclass=PM):
    attr = "class-attr"
print(Q.label, Q.attr)
Q.label = 5
print(Q.label)
class R(metaclass=PM): pass
print(R.attr)
for i in range(3):
    print(R.attr, Q.attr)
print(type.__prepare__("x", ()))

# many metaclass-made classes die: the collector frees them
for i in range(200):
    Tmp = M3("Tmp%d" % i, (), {"x": i})
    Tmp.self_ref = Tmp
del Tmp
gc.collect()
print("ok")
try:
    class Slotted(type): __slots__ = ("a",)
except TypeError as e:
    print("TypeError", e)
class Slotted2(type): __slots__ = ()
print(Slotted2)
print(type(type), type(M1), isinstance(M1, type), issubclass(M3, type))
print(M1.__call__, type(type.__call__(A)).__name__)
