# match: bytearray matches itself in a class pattern but not a sequence
# pattern (like str and bytes); memoryview is a sequence; the collections
# types work in mapping and sequence patterns.
import collections


def m(x):
    match x:
        case bytearray(b):
            return f"bytearray {b!r}"
        case memoryview() as mv if len(mv) > 0:
            return f"memoryview {mv.tobytes()!r}"
        case [a, *r]:
            return f"seq {a!r} {r!r}"
        case {"k": v, **rest}:
            return f"map {v!r} {rest!r}"
        case str(s) | bytes(s):
            return f"strbytes {s!r}"
        case _:
            return "other"


for v in [bytearray(b"ab"), bytearray(), memoryview(b"ab"), memoryview(b""), b"ab", "ab", [1, 2],
          collections.OrderedDict(k=1, j=2), collections.defaultdict(int, k=3),
          collections.defaultdict(int, j=3), collections.deque([5, 6]), collections.deque(),
          collections.Counter(k=2), collections.Counter("kk"), (1,), range(3)]:
    print(type(v).__name__, m(v))


def n(x):
    match x:
        case [a, b]:
            return f"two {a!r} {b!r}"
        case [*all]:
            return f"seq {all!r}"
        case _:
            return "not a sequence"


for v in [bytearray(b"ab"), memoryview(b"ab"), memoryview(bytearray(b"xyz"))[1:],
          collections.deque([1, 2]), collections.deque([1, 2, 3]), b"ab", "ab"]:
    print(type(v).__name__, n(v))

d = collections.defaultdict(list)
match d:
    case {"missing": _}:
        print("matched")
    case {}:
        print("no key, nothing added:", dict(d))

match collections.OrderedDict([("b", 1), ("a", 2)]):
    case {"a": x, **rest}:
        print("ordered", x, rest, type(rest).__name__)

match bytearray(b"q"):
    case bytes():
        print("bytes")
    case bytearray(b"q"):
        print("literal value pattern compares equal")

match bytearray(b"zz"):
    case bytearray(bytearray(b"zz") as whole):
        print("whole", whole)

try:
    match bytearray(b""):
        case bytearray(a, b):
            pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    match memoryview(b""):
        case memoryview(a):
            pass
except TypeError as e:
    print(type(e).__name__, e)
