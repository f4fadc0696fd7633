# Built-in classes that match themselves as their single positional sub-pattern.
class MyInt(int):
    pass
class MyStr(str):
    pass
class WithArgs(int):
    __match_args__ = ("real", "imag")

def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(0):
            return "int zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n} ({type(n).__name__})"
        case float(x):
            return f"float {x}"
        case str("") :
            return "empty str"
        case str(s):
            return f"str {s!r} ({type(s).__name__})"
        case bytes(b):
            return f"bytes {b!r}"
        case list([a, *_]):
            return f"list starting {a}"
        case list(l):
            return f"empty list {l}"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case tuple(t):
            return f"tuple {t}"
        case dict({"k": v}):
            return f"dict with k={v}"
        case dict(d):
            return f"dict {d}"
        case set(s):
            return f"set of {len(s)}"
        case frozenset(s):
            return f"frozenset of {len(s)}"
        case _:
            return "other"

for v in [True, False, 0, -4, 7, MyInt(3), 2.5, "", "hi", MyStr("sub"), b"by", [9, 8], [], (1, 2), (1, 2, 3),
          {"k": 1}, {}, {1, 2}, frozenset({3}), None]:
    print(repr(v), "->", kind(v))

# a subclass that defines __match_args__ loses the "match itself" behaviour
match WithArgs(5):
    case WithArgs(r, i):
        print("WithArgs real/imag:", r, i)

# self-matching types accept one positional sub-pattern only
try:
    match 5:
        case int(a, b):
            pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    match "s":
        case str(a, b, c):
            pass
except TypeError as e:
    print(type(e).__name__, e)

# keyword sub-patterns still work on built-ins
match 10:
    case int(real=r, imag=i):
        print("int attributes", r, i)
match 1.5:
    case float(real=r):
        print("float real", r)
