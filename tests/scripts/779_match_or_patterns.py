# OR patterns: the first alternative that matches wins; every alternative
# binds the same names (in any order).
def f(v):
    match v:
        case 1 | 2 | 3:
            return "small"
        case "a" | "b":
            return "a or b"
        case [x, 0] | [0, x]:
            return f"pair with a zero, other={x}"
        case {"x": x, "y": y} | (x, y, _):
            return f"x={x} y={y}"
        case (a, b) | [b, a, "swapped"]:
            return f"a={a} b={b}"
        case int() | float():
            return "number"
        case _:
            return "other"
for v in [1, 3, "b", [5, 0], [0, 6], [0, 0], {"x": 1, "y": 2}, (3, 4, 5), (7, 8), [9, 10, "swapped"], 4.5, 99,
          "zz"]:
    print(repr(v), "->", f(v))

# alternatives inside sequences and class patterns
class P:
    __match_args__ = ("kind", "val")
    def __init__(self, kind, val):
        self.kind, self.val = kind, val
for v in [P("a", 1), P("b", 2), P("c", 3)]:
    match v:
        case P("a" | "b" as k, n):
            print("a-or-b", k, n)
        case P(_, 1 | 2 | 3 as n):
            print("small value", n)

match [1, [2, 3]]:
    case [1 | 4, [2, y] | [y, 2]]:
        print("nested or, y =", y)

# names bound in different orders still end up right
match (1, 2, 3):
    case (a, b, 0) | (b, a, 3):
        print("reordered: a =", a, "b =", b)
match ("p", "q", "r", "s"):
    case (w, x, y, "no") | (y, x, w, "s"):
        print("w x y =", w, x, y)

# an irrefutable alternative may come last
match 42:
    case 1 | _:
        print("fell to the wildcard alternative")

# grouped alternatives
match 5:
    case (1 | 2) | (3 | (4 | 5)):
        print("grouped alternatives matched 5")
