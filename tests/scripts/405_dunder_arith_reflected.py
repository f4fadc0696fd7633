# Level 2: arithmetic dunders, reflected forms, NotImplemented, in-place fallbacks.
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o): return V(o + self.x)
    def __sub__(self, o): return V(self.x - o)
    def __rsub__(self, o): return V(o - self.x)
    def __mul__(self, o): return V(self.x * o)
    def __rmul__(self, o): return V(self.x * o * 10)
    def __truediv__(self, o): return V(self.x / o)
    def __rtruediv__(self, o): return V(o / self.x)
    def __floordiv__(self, o): return V(self.x // o)
    def __rfloordiv__(self, o): return V(o // self.x)
    def __mod__(self, o): return V(self.x % o)
    def __rmod__(self, o): return V(o % self.x)
    def __pow__(self, o): return V(self.x ** o)
    def __rpow__(self, o): return V(o ** self.x)
    def __and__(self, o): return V(self.x & o)
    def __rand__(self, o): return V(o & self.x + 100)
    def __or__(self, o): return V(self.x | o)
    def __ror__(self, o): return V(o | self.x + 100)
    def __xor__(self, o): return V(self.x ^ o)
    def __rxor__(self, o): return V(o ^ self.x + 100)
    def __lshift__(self, o): return V(self.x << o)
    def __rlshift__(self, o): return V(o << self.x)
    def __rshift__(self, o): return V(self.x >> o)
    def __rrshift__(self, o): return V(o >> self.x)
    def __matmul__(self, o): return V(self.x * 1000)
    def __rmatmul__(self, o): return V(o * 2000)
    def __divmod__(self, o): return ("divmod", self.x, o)
    def __rdivmod__(self, o): return ("rdivmod", o, self.x)
    def __neg__(self): return V(-self.x)
    def __pos__(self): return V(+self.x + 1)
    def __invert__(self): return V(~self.x)
    def __abs__(self): return V(abs(self.x))
    def __repr__(self): return f"V({self.x!r})"
v = V(3)
print(v + 1, 1 + v, v - 1, 10 - v, v * 2, 2 * v, v / 2, 12 / v, v // 2, 10 // v)
print(v % 2, 10 % v, v ** 2, 2 ** v, v & 1, 1 & v, v | 4, 4 | v, v ^ 1, 1 ^ v)
print(v << 1, 1 << v, v >> 1, 64 >> v, v @ 1, 1 @ v, -v, +v, ~v, abs(V(-4)))
w = V(5); w += 1; print(w); w *= 2; print(w); w -= 1; print(w)
class I:
    def __init__(s, x): s.x = x
    def __iadd__(s, o): s.x += o * 100; return s
    def __repr__(s): return "I(%d)" % s.x
i = I(1); i += 2; print(i)
class NI:
    def __add__(s, o): return NotImplemented
    def __radd__(s, o): return "radd"
print(1 + NI())
try: NI() + 1
except TypeError as e: print(e)
try:
    class A: pass
    A() + 1
except TypeError as e: print(e)
try: 1 - A()
except TypeError as e: print(e)
try: -A()
except TypeError as e: print(e)
class Sub(V):
    def __radd__(self, o): return "sub radd"
print(V(1) + Sub(2), Sub(2) + V(1))
print(divmod(V(7), 2), divmod(7, V(2)), pow(V(2), 5), pow(2, V(5)))
x = 5; x += V(1); print(x)
class Num:
    def __init__(s, v): s.v = v
    def __index__(s): return s.v
    def __int__(s): return s.v + 1
    def __float__(s): return s.v / 2
print([10, 20, 30][Num(1)], int(Num(3)), float(Num(3)), hex(Num(255)), bin(Num(5)))

