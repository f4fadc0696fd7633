# Level 2: decorators on functions and classes, stacked and parameterised; functions with attributes.
def trace(f):
    def wrapper(*args, **kwargs):
        print("call", f.__name__, args, kwargs)
        r = f(*args, **kwargs)
        print("ret", f.__name__, r)
        return r
    wrapper.__name__ = f.__name__
    return wrapper
def times(n):
    def deco(f):
        def w(*a, **k):
            return [f(*a, **k) for _ in range(n)]
        return w
    return deco
@trace
def add(a, b=1):
    return a + b
print(add(2, b=5), add.__name__)
@times(3)
def hello(name):
    return "hi " + name
print(hello("bo"))
@trace
@times(2)
def two():
    return 2
two()
def memo(f):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    w.cache = cache
    return w
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
registry = []
def register(cls):
    registry.append(cls.__name__)
    cls.registered = True
    return cls
def add_method(name):
    def deco(cls):
        setattr(cls, name, lambda self: name + " of " + type(self).__name__)
        return cls
    return deco
@register
@add_method("greet")
class A:
    pass
@register
class B(A):
    pass
print(registry, A.registered, B().greet())
class Counter:
    def __init__(self, f):
        self.f = f
        self.calls = 0
    def __call__(self, *a):
        self.calls += 1
        return self.f(*a)
@Counter
def square(x):
    return x * x
print(square(3), square(4), square.calls)
def dec_order(tag):
    def d(f):
        print("decorating with", tag)
        return f
    return d
@dec_order("outer")
@dec_order("inner")
def g():
    pass
class K:
    @staticmethod
    @trace
    def s(x):
        return x
    @property
    @memo
    def p(self):
        return 5
print(K.s(1), K().p)
def singleton(cls):
    inst = {}
    def get(*a):
        if cls not in inst:
            inst[cls] = cls(*a)
        return inst[cls]
    return get
@singleton
class Config:
    def __init__(self, v):
        self.v = v
print(Config(1).v, Config(2).v, Config(1) is Config(3))
