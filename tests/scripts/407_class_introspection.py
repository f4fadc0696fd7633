# Level 2: names and reprs of classes, built-in types and their instances (__name__, __qualname__, __module__), type(), __class__, __dict__ of classes.
import itertools
import collections
class Outer:
    class Inner:
        def method(self):
            pass
    def method(self):
        pass
print(Outer.__name__, Outer.__qualname__, Outer.__module__, Outer.Inner.__qualname__, repr(Outer.Inner))
print(Outer.method.__qualname__, Outer.Inner.method.__name__, Outer.Inner.method.__qualname__)
for t in [int, str, list, dict, object, type, ValueError, itertools.count, itertools.chain, collections.deque]:
    print(t.__name__, t.__qualname__, t.__module__, repr(t))
print(type(itertools.count()).__name__, type(collections.deque()).__module__)
o = Outer()
print(type(o) is Outer, o.__class__ is Outer, type(Outer) is type, type(type) is type, isinstance(Outer, type))
print(repr(o).startswith("<__main__.Outer object at 0x"), repr(Outer.Inner()).startswith("<__main__.Outer.Inner object at 0x"))
print(sorted(k for k in Outer.__dict__ if not k.startswith("__")), "__module__" in Outer.__dict__)
D = type("D", (Outer,), {"x": 5, "f": lambda self: self.x * 2})
print(D.__name__, D.__bases__, D().f(), D.x, isinstance(D(), Outer))
