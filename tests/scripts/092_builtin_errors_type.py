# TypeError messages from builtin operations.
def f(a, b=2, *, c):
    return a
def g(x):
    return x
def h():
    return 0
L = [1, 2]
S = "abc"
N = None
ops = [
    lambda: 1 + "a",
    lambda: "a" + 1,
    lambda: [1] + (1,),
    lambda: 2 - "x",
    lambda: "x" * 2.0,
    lambda: [] * [],
    lambda: 1 < "a",
    lambda: "b" >= 3,
    lambda: [1] < "a",
    lambda: len(42),
    lambda: len(None),
    lambda: g(),
    lambda: g(1, 2),
    lambda: g(y=1),
    lambda: g(1, x=1),
    lambda: f(1),
    lambda: f(1, 2, 3),
    lambda: f(c=1),
    lambda: h(1),
    lambda: L["0"],
    lambda: S[1.0],
    lambda: {}[[]],
    lambda: hash([1]),
    lambda: {[]},
    lambda: iter(5),
    lambda: list(3),
    lambda: sum(["a"]),
    lambda: "a" in 3,
    lambda: 3 in "abc",
    lambda: ord("ab"),
    lambda: int([1]),
    lambda: -"x",
    lambda: abs("x"),
    lambda: sorted([3, "1"]),
    lambda: "".join([1, 2]),
    lambda: "%d" % "x",
    lambda: "%s %s" % ("x",),
    lambda: "%s" % ("x", "y"),
    lambda: divmod("a", 1),
    lambda: range(1.5),
    lambda: "abc"[1] .upper() + 1,
    lambda: N(),
    lambda: L(),
]
for fn in ops:
    try:
        fn()
        print("no error")
    except TypeError as e:
        print("TypeError:", e)
    except AttributeError as e:
        print("AttributeError:", e)
