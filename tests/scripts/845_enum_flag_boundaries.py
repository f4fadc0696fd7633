from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, CONFORM, EJECT, KEEP
import copy
class Color(Enum):
    RED = 1

class IP(IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(IP(8)), str(IP(8)), IP(8).name, repr(IP(9)), repr(IP(16|4)), list(IP(12)), len(IP(12)), len(IP(7)))
class F(Flag, boundary=CONFORM):
    A = 1
    B = 2
print(repr(F(7)), repr(F(4)))
class G(Flag, boundary=EJECT):
    A = 1
print(repr(G(3)), type(G(3)))
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE < 2, sorted([Num.TWO, Num.ONE]), Num.ONE + Num.TWO, hash(Num.ONE) == hash(1), [0, 1, 2][Num.ONE])
print(f"{Num.TWO:03d}", "%d" % Num.TWO, max(Num), Num(2) is Num.TWO)
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
print(list(Perm), Perm.RW, Perm.R | Perm.W, Perm(7), Perm.R in Perm.RW, Perm.X in Perm.RW, bool(Perm(0)))
print(Perm.RW & Perm.W, Perm.RW ^ Perm.R, ~Perm.RW, ~Perm(0), len(Perm), Perm.__members__.keys())
class Ordered(Enum):
    _order_ = "A B"
    A = 1
    B = 2
print(list(Ordered))
try:
    class Bad(Enum):
        _order_ = "B A"
        A = 1
        B = 2
except TypeError as e:
    print("TypeError", e)
try:
    Perm.R < Perm.W
except TypeError as e:
    print("TypeError", e)
try:
    Color.RED in Perm.RW
except TypeError as e:
    print("TypeError", e)
try:
    Color.BLUE
except AttributeError as e:
    print("AttributeError", e)
try:
    Color.RED.name = "x"
except AttributeError as e:
    print("AttributeError")
class WithGNV(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name * 2
    A = auto()
    B = auto()
print(WithGNV.A.value, WithGNV.B.value)
