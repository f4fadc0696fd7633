class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("new", mcls.__name__, name, sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.registry = []
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("init", name, kw)
        super().__init__(name, bases, ns)
    def __call__(cls, *a, **k):
        print("call", cls.__name__, a, k)
        inst = super().__call__(*a, **k)
        cls.registry.append(inst)
        return inst
    def __len__(cls): return len(cls.registry)
    def __iter__(cls): return iter(cls.registry)
    def __getitem__(cls, i): return cls.registry[i]
    def __contains__(cls, x): return x in cls.registry
    def hello(cls): return "hello from " + cls.__name__
    @property
    def count(cls): return len(cls.registry)
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, kw)
        return {"injected": 42}

class A(metaclass=Meta, flag=1):
    def __init__(self, v): self.v = v
    def __repr__(self): return f"A({self.v})"
    @classmethod
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)
        
class B(A, flag=2): pass
print(type(A) is Meta, isinstance(A, Meta), type(B) is Meta, isinstance(A, type))
a = A(1); b = A(2)
print(len(A), list(A), A[0], a in A, 5 in A, A.count, A.hello(), A.injected)
print(B.hello(), len(B), type(Meta))
print(A.__dict__.get('injected'), A.__name__, A.__mro__)
try: a.hello()
except AttributeError as e: print(e)
X = type('X', (A,), {'q': 1})
print(type(X), X.q)
Y = Meta('Y', (), {})
print(Y, type(Y))
