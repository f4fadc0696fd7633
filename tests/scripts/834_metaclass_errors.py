# error paths of metaclasses and type()
class M(type):
    pass

for args in [("X",), ("X", ()), ("X", (), {}, 1)]:
    try:
        M(*args)
    except TypeError as e:
        print("TypeError", e)
for args in [(), ("X", ()), ("X", (), {}, 1)]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    type("X", (), {}, flag=1)
except TypeError as e:
    print("TypeError", e)
try:
    type("X", [], {})
except TypeError as e:
    print("TypeError", e)
try:
    type(1, (), {})
except TypeError as e:
    print("TypeError", e)
try:
    type("X", (), [])
except TypeError as e:
    print("TypeError", e)
try:
    type.__init__(M, 1, 2)
except TypeError as e:
    print("TypeError", e)

class Strict(type):
    def __new__(mcls, name, bases, ns):
        if "required" not in ns and bases:
            raise TypeError(f"{name} lacks 'required'")
        return super().__new__(mcls, name, bases, ns)
class Root(metaclass=Strict):
    pass
class Good(Root):
    required = 1
try:
    class Bad(Root):
        pass
except TypeError as e:
    print("TypeError", e)
print(type(Good).__name__)

class Counting(type):
    def __call__(cls, *args, **kw):
        raise RuntimeError(f"no instances of {cls.__name__}")
class NoInst(metaclass=Counting):
    pass
try:
    NoInst()
except RuntimeError as e:
    print("RuntimeError", e)

class MetaInit(type):
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns, **kw)
        if kw:
            raise ValueError(f"unexpected {sorted(kw)}")
class WithInit(metaclass=MetaInit):
    def __init_subclass__(cls, **kw):
        pass
try:
    class Sub(WithInit, a=1):
        pass
except ValueError as e:
    print("ValueError", e)

class Base:
    def __init_subclass__(cls, **kw):
        raise KeyError(cls.__name__)
try:
    class Child(Base):
        pass
except KeyError as e:
    print("KeyError", e)

class NoSub:
    pass
try:
    NoSub[int]
except TypeError as e:
    print("TypeError", e)
try:
    object.__init_subclass__(1)
except TypeError as e:
    print("TypeError", type(e).__name__)
class M1(type): pass
class M2(type): pass
try:
    M1("X", (M2("Y", (), {}),), {})
except TypeError as e:
    print("TypeError", e)
