import gc
class OrderedNS(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, v):
        if not k.startswith('__'):
            self.order.append(k)
        super().__setitem__(k, v)

class OM(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return OrderedNS()
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls._order = ns.order
        return cls

class P(metaclass=OM):
    z = 1
    a = 2
    def m(self): pass
    z = 3
print(P._order, P.z)

class M1(type): pass
class M2(type): pass
class A(metaclass=M1): pass
class B(metaclass=M2): pass
try:
    class C(A, B): pass
except TypeError as e:
    print("TypeError", e)
class M3(M1): pass
class D(metaclass=M3): pass
class E(A, D): pass
print(type(E).__name__)
class F(D, A): pass
print(type(F).__name__)
try:
    class G(A, metaclass=M2): pass
except TypeError as e:
    print("TypeError", e)

class BadPrep(type):
    @classmethod
    def __prepare__(mcls, name, bases): return 5
try:
    class H(metaclass=BadPrep): pass
except TypeError as e:
    print("TypeError", e)

def func_meta(name, bases, ns, **kw):
    print("func_meta", name, bases, sorted(ns), kw)
    return 42
class K(metaclass=func_meta, x=1): y = 2
print(K)

