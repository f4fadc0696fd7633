# a + b where a's class defines __add__ & co in Python: the interpreter runs
# the method without leaving its loop, and everything the slow path does
# must still hold: NotImplemented handing over to the other operand, a
# subclass's reflected method first, in-place methods, errors raised inside,
# recursion, methods replaced while a loop runs, and shapes it cannot inline.
import sys


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, (int, float)):
            return V(self.x + o)
        return NotImplemented

    def __sub__(self, o):
        return V(self.x - o.x)

    def __mul__(self, k):
        return V(self.x * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return V(self.x / k)

    def __floordiv__(self, k):
        return V(self.x // k)

    def __mod__(self, k):
        return V(self.x % k)

    def __lshift__(self, k):
        return V(self.x << k)

    def __rshift__(self, k):
        return V(self.x >> k)

    def __and__(self, k):
        return V(self.x & k)

    def __or__(self, k):
        return V(self.x | k)

    def __xor__(self, k):
        return V(self.x ^ k)

    def __matmul__(self, o):
        return self.x * o.x

    def __repr__(self):
        return f"V({self.x})"


class W(V):
    def __radd__(self, o):
        return "W.__radd__"


class Only:
    def __radd__(self, o):
        return "Only.__radd__"


class Slotted:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Slotted(self.v + o.v)

    def __repr__(self):
        return f"Slotted({self.v})"


a, b = V(6), V(3)
for i in range(3):
    print(a + b, a - b, a * 2, 2 * a, a + 1.5, a / 4, a // 4, a % 4)
    print(a << 1, a >> 1, a & 3, a | 8, a ^ 5, a @ b)
    print(a + W(1))          # W is a subclass with __radd__: it goes first
    print(a + Only())        # __add__ says NotImplemented: Only's __radd__
    print(Slotted(1) + Slotted(2))
    try:
        a + "s"              # NotImplemented, and str has nothing: TypeError
    except TypeError as e:
        print("TypeError:", e)
    try:
        a - 1                # an error inside the method
    except AttributeError as e:
        print("AttributeError:", e)

# in place: no __iadd__ means __add__ (a new object); with __iadd__, that
c = a
c += b
print(c, a, c is a)


class Acc(V):
    def __iadd__(self, o):
        self.x += o.x
        return self


acc = Acc(1)
same = acc
for i in range(3):
    acc += V(i)
print(acc, acc is same)

# sequences: a Python __add__ or __mul__ replaces the built-in base's
# concatenation and repetition, even when it says NotImplemented


class L(list):
    def __add__(self, o):
        return NotImplemented

    def __mul__(self, n):
        return NotImplemented


class PlainL(list):
    pass


print(PlainL([1]) + [2], PlainL([1]) * 2)
try:
    print(L([1]) + [2])
except TypeError as e:
    print("TypeError:", e)
try:
    print(L([1]) * 2)
except TypeError as e:
    print("TypeError:", e)


# the method replaced, removed, and given shapes that cannot run inline
def add_all(xs, y):
    return [x + y for x in xs]


xs = [V(i) for i in range(3)]
print(add_all(xs, b))
V.__add__ = lambda self, o: "patched"
print(add_all(xs, b))
V.__add__ = lambda self, o, extra=10: V(self.x + o.x + extra)
print(add_all(xs, b))


def gen_add(self, o):
    yield self.x + o.x


V.__add__ = gen_add
print([list(g) for g in add_all(xs, b)])
del V.__add__
try:
    add_all(xs, b)
except TypeError as e:
    print("TypeError:", e)


def local_class():
    class N:
        def __init__(self, v):
            self.v = v

        def __add__(self, o):
            return N(self.v + o.v)

    total = N(0)
    for i in range(5):
        total = total + N(i)
    return total.v


print(local_class())


# deep recursion through __add__ ends in RecursionError, not a crash
class Deep:
    def __add__(self, o):
        return self + o


sys.setrecursionlimit(200)
try:
    Deep() + 1
except RecursionError as e:
    print("RecursionError:", e)


# an exception raised in the method unwinds through the expression
class Boom:
    def __add__(self, o):
        raise ValueError("boom")


try:
    Boom() + 1
except ValueError as e:
    print("ValueError:", e)
print(Boom() + 1)
