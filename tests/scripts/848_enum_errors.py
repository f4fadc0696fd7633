from enum import Enum, IntEnum, Flag, IntFlag, unique, auto

class Color(Enum):
    RED = 1
    GREEN = 2

def attempt(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("value", lambda: Color(3))
attempt("value_str", lambda: Color("RED"))
attempt("key", lambda: Color["BLUE"])
attempt("lt", lambda: Color.RED < Color.GREEN)
attempt("add", lambda: Color.RED + 1)

def reassign():
    Color.RED = 3
attempt("reassign", reassign)

def delete():
    del Color.GREEN
attempt("delete", delete)

def extend():
    class More(Color):
        BLUE = 3
attempt("extend", extend)

def dup_key():
    class D(Enum):
        A = 1
        A = 2
attempt("dupkey", dup_key)

def method_clash():
    class D(Enum):
        A = 1
        def A(self):
            pass
attempt("clash", method_clash)

def not_unique():
    @unique
    class U(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
attempt("unique", not_unique)

def sunder():
    class D(Enum):
        _bogus_ = 1
attempt("sunder", sunder)

def late_gnv():
    class D(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last):
            return 5
attempt("gnv", late_gnv)

class Perm(Flag):
    R = 4
    W = 2
    X = 1
attempt("flag_strict", lambda: Perm(9))
attempt("flag_str", lambda: Perm("R"))
attempt("flag_or", lambda: Perm.R | 1)
attempt("flag_in", lambda: 1 in Perm.R)

class Bad(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return 42
attempt("missing", lambda: Bad(2))

class Num(IntEnum):
    ONE = 1
attempt("intenum", lambda: Num(2))
attempt("mixin", lambda: Num.ONE + "x")

def bad_base():
    class E(Enum, int):
        A = 1
attempt("base", bad_base)

Color.RED.extra = "set"
print(Color.RED.extra)
print(Color(7))
