from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar
import dataclasses

def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)

def bad_order():
    @dataclass
    class C:
        x: int = 0
        y: int
attempt("order", bad_order)

def mutable_list():
    @dataclass
    class C:
        x: list = []
attempt("mutable", mutable_list)

def mutable_dict():
    @dataclass
    class C:
        d: dict = {}
attempt("mutable", mutable_dict)

def mutable_set():
    @dataclass
    class C:
        s: set = set()
attempt("mutable", mutable_set)

attempt("both", lambda: field(default=1, default_factory=list))

def order_no_eq():
    @dataclass(order=True, eq=False)
    class C:
        x: int
attempt("order_eq", order_no_eq)

def overwrite_lt():
    @dataclass(order=True)
    class C:
        x: int
        def __lt__(self, o): return True
attempt("lt", overwrite_lt)

def frozen_from_nonfrozen():
    @dataclass
    class A:
        x: int
    @dataclass(frozen=True)
    class B(A):
        y: int
attempt("frozen", frozen_from_nonfrozen)

def nonfrozen_from_frozen():
    @dataclass(frozen=True)
    class A:
        x: int
    @dataclass
    class B(A):
        y: int
attempt("frozen2", nonfrozen_from_frozen)

def unsafe_with_hash():
    @dataclass(unsafe_hash=True)
    class C:
        x: int
        def __hash__(self): return 1
attempt("hash", unsafe_with_hash)

def no_annotation():
    @dataclass
    class C:
        x = field(default=1)
attempt("noann", no_annotation)

@dataclass
class P:
    x: int
    y: int
attempt("missing", lambda: P(1))
attempt("toomany", lambda: P(1, 2, 3))
attempt("kw", lambda: P(1, z=2))
attempt("fields", lambda: fields(3))
attempt("asdict", lambda: asdict(P))
attempt("astuple", lambda: astuple(5))
attempt("replace", lambda: replace(P(1, 2), z=3))
attempt("cmp", lambda: P(1, 2) < P(2, 3))

@dataclass
class WithInitVar:
    a: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.a *= scale
w = WithInitVar(3)
print(w, WithInitVar(3, 10), [f.name for f in fields(w)])

@dataclass
class Explicit:
    x: int
    def __repr__(self): return "custom"
    def __eq__(self, o): return True
print(Explicit(1), Explicit(1) == Explicit(2), Explicit.__hash__)

@dataclass(eq=True, frozen=False)
class KeepHash:
    x: int
    def __hash__(self): return 42
print(hash(KeepHash(1)))

@dataclass
class Defaults:
    a: int = 1
    b: str = "two"
    c: tuple = (3,)
d = Defaults()
print(d, Defaults.a, Defaults.b)
d2 = Defaults(b="x")
print(d2, d == d2, d == Defaults())
print(dataclasses.MISSING is not None, repr(fields(Defaults)[0].default))

@dataclass
class Self:
    self: int
    other: int = 0
print(Self(1, 2))

try:
    fields(P(1, 2))[0].name = "q"
    print("renamed field object")
except Exception as e:
    print(type(e).__name__)
