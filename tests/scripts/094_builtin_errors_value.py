# ValueError messages from builtins.
ops = [
    lambda: int("abc"), lambda: int(""), lambda: int("1.5"), lambda: int("12", 2),
    lambda: int("z", 10), lambda: int("10", 99), lambda: float("one"), lambda: float(""),
    lambda: [1, 2].index(5), lambda: [1].remove(2), lambda: "abc".index("d"),
    lambda: "x".split(""), lambda: (1, 2).index(3),
    lambda: max([]), lambda: min(()), lambda: chr(1114112), lambda: range(1, 2, 0),
    lambda: [1, 2, 3][::0], lambda: pow(3, -1, 6),
    lambda: int(float("nan")), lambda: 1 << -1,
]
for fn in ops:
    try:
        fn()
        print("no error")
    except ValueError as e:
        print("ValueError:", e)
def unpack(seq):
    a, b, c = seq
    return a + b + c
for seq in [[1, 2], [1, 2, 3, 4], "ab", "abc"]:
    try:
        print(unpack(seq))
    except ValueError as e:
        print("ValueError:", e)
lst = [1, 2, 3, 4, 5]
try:
    lst[::2] = [0, 0]
except ValueError as e:
    print("ValueError:", e)
