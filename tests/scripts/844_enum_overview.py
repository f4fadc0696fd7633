from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
class N(IntEnum):
    ONE = 1
    TWO = 2
class P(Flag):
    R = 4
    W = 2
    X = 1
class IP(IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(Color.RED), str(Color.RED), format(Color.RED), f"{Color.RED}", Color.CRIMSON, Color(1), Color['RED'])
print(repr(N.ONE), str(N.ONE), format(N.ONE), f"{N.ONE:>4}", N.ONE + 1, N.ONE == 1, N.ONE < N.TWO, N(2))
print(repr(P.R | P.W), str(P.R | P.W), repr(P(0)), str(P(0)), repr(~P.R), P.R in (P.R|P.W), bool(P(0)), list(P.R|P.W))
print(repr(IP.R | IP.W), str(IP.R | IP.W), repr(IP(0)), str(IP(0)), repr(~IP.R), IP.R | 8, repr(IP(8)), repr(IP.R|8))
print(list(Color), len(Color), Color.__members__, Color.RED in Color, 1 in Color if False else '')
try: P(8)
except ValueError as e: print(e)
try: Color(7)
except ValueError as e: print(e)
try: Color['X']
except KeyError as e: print(repr(e))
try: Color.RED = 5
except AttributeError as e: print(e)
try: Color.RED < Color.GREEN
except TypeError as e: print(e)
print(Color.RED.name, Color.RED.value, type(Color.RED), Color, repr(Color))
print(hash(Color.RED) == hash(Color.RED), Color.RED is Color(1), Color.RED == 1)
class A(Enum):
    X = auto()
    Y = auto()
class F2(Flag):
    A = auto()
    B = auto()
    C = auto()
print(list(A), list(F2), F2.A|F2.C, repr(F2.A|F2.B|F2.C), repr(~F2.A))
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
except ValueError as e: print(e)
try:
    class D(Enum):
        A = 1
        A = 2
except TypeError as e: print(e)
class S(str, Enum):
    A = "a"
print(repr(S.A), str(S.A), format(S.A), S.A == "a")
print(Color.RED.__class__.__mro__, N.__mro__, dir(Color.RED)[:3] if False else '')
print(IP.R + 1, IP.R | IP.W | IP.X, repr(IP(7)), ~IP(7), repr(~IP(0)))
try: del Color.RED
except AttributeError as e: print(e)
try:
    class E2(Color): pass
except TypeError as e: print(e)
print(Color.RED._name_, Color.RED._value_, Color._member_names_)
print(P.R.name, (P.R|P.W).name, P(0).name, (IP.R|8).name)
print(N.ONE.name, N(1) is N.ONE, int(N.TWO), isinstance(N.ONE, int))
