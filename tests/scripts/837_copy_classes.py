import copy
class S:
    __slots__ = ("a", "b", "__c")
    def __init__(self): self.a = [1]; self.__c = 3
    def c(self): return self.__c
s1 = S(); s2 = copy.copy(s1); s3 = copy.deepcopy(s1)
print(s2.a is s1.a, s3.a == s1.a, s3.a is s1.a, hasattr(s2, "b"), s3.c())
class L(list):
    def __init__(self, *a): super().__init__(*a); self.tag = "t"
ll = L([1, [2]]); cl = copy.copy(ll); dl = copy.deepcopy(ll)
print(type(cl).__name__, cl, cl.tag, cl[1] is ll[1], dl[1] is ll[1], dl.tag)
class D(dict): pass
dd = D(a=[1]); dd.extra = 5
c = copy.deepcopy(dd); print(type(c).__name__, c, c.extra, c["a"] is dd["a"])
class I(int): pass
i = copy.copy(I(5)); print(type(i).__name__, i)
class T(tuple): pass
print(type(copy.deepcopy(T((1, [2])))).__name__)
class C:
    def __init__(self): self.v = 1
    def __copy__(self): print("__copy__"); return "copied"
    def __deepcopy__(self, memo): print("__deepcopy__", type(memo).__name__); return "deep"
print(copy.copy(C()), copy.deepcopy(C()), copy.deepcopy([C()]))
class R:
    def __init__(self, v): self.v = v
    def __reduce__(self): return (R, (self.v * 2,))
print(copy.copy(R(2)).v, copy.deepcopy(R(3)).v)
class GS:
    def __init__(self): self.a = 1; self.b = 2
    def __getstate__(self): return {"a": self.a}
    def __setstate__(self, st): print("setstate", st); self.__dict__.update(st)
g = copy.copy(GS()); print(vars(g))
print(copy.copy([1, 2]), copy.copy({1: 2}), copy.copy({1, 2}), copy.copy(b"x"), copy.copy(None))
print(copy.deepcopy({1, 2}), copy.deepcopy(len) is len, copy.deepcopy(P) is P)
e = copy.copy(ValueError("bad", 2)); print(type(e).__name__, e.args)
import sys
try: copy.copy(sys)
except TypeError as e: print("TypeError", e)
def gen(): yield 1
try: copy.deepcopy(gen())
except TypeError as e: print("TypeError", e)
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
memo = {}
x = [1]; y = [x, x]; z = copy.deepcopy(y, memo); print(z[0] is z[1], id(x) in memo)
class Empty: pass
e2 = copy.copy(Empty()); print(type(e2).__name__, vars(e2))
