# Level 2: rich comparisons, reflected comparisons, __hash__ rules (__eq__ alone makes instances unhashable), __bool__/__len__ truth.
class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, A) and self.v == o.v
try:
    hash(A(1))
except TypeError as e: print(e)
print(A.__hash__)
class B(A):
    __hash__ = object.__hash__ if False else None
try: {B(1)}
except TypeError as e: print(e)
class C:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __hash__(self): return hash(self.v)
print(len({C(1), C(1), C(2)}))
class D: pass
print(type(hash(D())), D() == D(), D() != D())
class E(A):
    def __hash__(self): return 7
print(hash(E(1)))
class F:
    def __lt__(s, o): return "lt"
    def __le__(s, o): return "le"
    def __gt__(s, o): return "gt"
    def __ge__(s, o): return "ge"
    def __ne__(s, o): return "ne"
print(F() < 1, F() <= 1, F() > 1, F() >= 1, F() != 1, F() == F())
print(1 < F(), 1 > F(), 1 <= F(), 1 >= F())
class G:
    def __init__(s, n): s.n = n
    def __len__(s): return s.n
print(bool(G(0)), bool(G(2)), not G(0))
class H:
    def __bool__(s): return False
print(bool(H()), "yes" if H() else "no")
class Bad:
    def __bool__(s): return 1
try: bool(Bad())
except TypeError as e: print(e)
class L:
    def __len__(s): return -1
try: len(L())
except ValueError as e: print(e)
class Pt:
    def __init__(s, x, y): s.x, s.y = x, y
    def __eq__(s, o): return isinstance(o, Pt) and (s.x, s.y) == (o.x, o.y)
    def __hash__(s): return hash((s.x, s.y))
    def __lt__(s, o): return (s.x, s.y) < (o.x, o.y)
    def __repr__(s): return f"Pt({s.x}, {s.y})"
pts = [Pt(3, 1), Pt(1, 2), Pt(1, 1), Pt(3, 1)]
print(sorted(pts), min(pts), max(pts), len(set(pts)), Pt(1, 2) in pts, pts.index(Pt(1, 1)), pts.count(Pt(3, 1)))
d = {Pt(0, 0): "origin"}; print(d[Pt(0, 0)], Pt(0, 0) != Pt(0, 1), Pt(0, 0) == 5)
try: Pt(1, 1) <= Pt(1, 2)
except TypeError as e: print(e)
class OnlyEq:
    def __eq__(s, o): return True
print(OnlyEq() == 1, OnlyEq() != 1, 1 == OnlyEq(), OnlyEq.__hash__ is None)
class HashSub(OnlyEq):
    pass
try: hash(HashSub())
except TypeError as e: print(e)
class Rehash(OnlyEq):
    __hash__ = object.__hash__
print(type(hash(Rehash())).__name__)
class NoHash:
    __hash__ = None
try: {NoHash(): 1}
except TypeError as e: print(e)
class CmpNI:
    def __lt__(s, o): return NotImplemented
    def __gt__(s, o): return "reflected gt"
print(CmpNI() < CmpNI())
class BigHash:
    def __hash__(s): return 2 ** 70
print(hash(BigHash()) == hash(2 ** 70))
class BadHash:
    def __hash__(s): return "x"
try: hash(BadHash())
except TypeError as e: print(e)
