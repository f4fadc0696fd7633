# int(), float(), math and % formatting of int, float and str subclasses with __int__,
# __float__, __index__, __floor__...: CPython's PyNumber_Long / PyNumber_Float / PyFloat_AsDouble
# rules, and float subclasses compared with ints.
import math
class In(int):
    def __int__(self): return 100
    def __index__(self): return 200
    def __float__(self): return 1.5
n = In(5)
print("int()", int(n), type(int(n)).__name__, float(n), math.sqrt(In(4)))
print("index users", [10, 20, 30, 40, 50, 60][n], 'abcdefgh'[n], range(10)[n], hex(n), bin(n), oct(n))
print("arith", n + 1, n * 2, n // 2, -n, n == 5, n < 6, str(n), repr(n), "%d %s %x" % (n, n, n))
print("list ops", list(range(n)), 'x' * n, [0] * n, round(n), divmod(n, 2), n.bit_length())
class IntF(int):
    def __float__(self): return 0.25
print("float of int subclass", float(IntF(3)), math.sqrt(IntF(4)), math.floor(IntF(3)), "%f" % IntF(3), "%.1f" % IntF(3))
print("int arith", IntF(3) / 2, IntF(3) + 0.5, IntF(3) * 1.0)
class Fl(float):
    def __float__(self): return 9.0
    def __int__(self): return 3
    def __repr__(self): return 'Fl-repr'
f = Fl(2.5)
print("float subclass", float(f), int(f), repr(f), str(f), f + 1, "%f %s %r" % (f, f, f), "%d" % f, math.sqrt(f), math.floor(f))
print("float subclass 2", round(f), f.is_integer(), f > 2, f"{f:.2f}", format(f, 'g'))
class FF(float): pass
print("plain float subclass", float(FF(1.25)), int(FF(2.75)), type(float(FF(1.25))).__name__, "%f" % FF(0.5), math.sqrt(FF(4.0)))
class II(int): pass
print("plain int subclass", int(II(7)), type(int(II(7))).__name__, float(II(7)), "%f" % II(2))
class StrInt(str):
    def __int__(self): return 42
    def __float__(self): return 4.5
print("str subclass with __int__", int(StrInt('7')), float(StrInt('7')), int('7'), float('7'))
class Bad:
    def __int__(self): return 'a'
    def __float__(self): return 1
    def __index__(self): return 1.0
for fn in (int, float, math.sqrt, lambda x: "%f" % x, lambda x: [1][x], hex):
    try:
        print(fn(Bad()))
    except TypeError as e:
        print("TypeError:", e)
class OnlyIndex:
    def __index__(self): return 3
print("index only", int(OnlyIndex()), float(OnlyIndex()), math.sqrt(OnlyIndex()), "%f" % OnlyIndex(), "%d" % OnlyIndex(), "%x" % OnlyIndex())
class Ret_(int):
    pass

print("bool", int(True), float(False), "%f" % True, math.sqrt(True))
import math
class Fl2(int):
    def __floor__(self): return 'floor!'
    def __trunc__(self): return 'trunc!'
    def __ceil__(self): return 'ceil!'
print("math on int subclass", math.floor(Fl2(3)), math.ceil(Fl2(3)), math.trunc(Fl2(3)), math.floor(II(3)), math.ceil(II(3)), math.trunc(II(3)), math.log(II(8), 2), math.floor(FF(2.5)))
print("math errors", end=' ')
for v in (10 ** 400, II(10 ** 400)):
    try:
        math.sqrt(v)
    except OverflowError as e:
        print("OverflowError:", e, end='; ')
print(math.log(10 ** 400) > 900, math.log(II(10 ** 400)) > 900)
print("float cmp", FF(2.5) > 2, 2 < FF(2.5), FF(2.5) == 2.5, FF(2.0) == 2, 2 == FF(2.0), FF(1.0) < FF(2.0), sorted([FF(3.5), 1, FF(0.5), 2.0]))

class FF(float): pass
print(FF(2.5) > 2, FF(2.5) == 2.5, 2.5 == FF(2.5), FF(1.0) < FF(2.0), 3 > FF(2.5), FF(2.5).hex(), FF(2.5).as_integer_ratio(), FF(2.0).is_integer(), hash(FF(2.0)), divmod(FF(7.5), 2), FF(2.5) ** 2, round(FF(2.567), 1), FF(1.5).conjugate())
