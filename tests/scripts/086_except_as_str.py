# str(e) and type(e).__name__ for exceptions from builtin operations.
nothing = None
cases = [
    lambda: 1 / 0,
    lambda: 5 // 0,
    lambda: 5 % 0,
    lambda: 2.5 / 0,
    lambda: [1, 2][5],
    lambda: (1,)[-2],
    lambda: "abc"[3],
    lambda: {"a": 1}["b"],
    lambda: {1: 1}[2],
    lambda: {(1, 2): 0}[(3, 4)],
    lambda: int("12x"),
    lambda: float("x1"),
    lambda: [1, 2].index(3),
    lambda: [1].remove(9),
    lambda: "hello".index("z"),
    lambda: 1 + "1",
    lambda: "1" + 1,
    lambda: [1] + 1,
    lambda: len(5),
    lambda: (lambda: 5)()(),
    lambda: nothing[0],
    lambda: 3 < "3",
    lambda: undefined_variable_q,
    lambda: (5).real_part,
    lambda: [].push(1),
    lambda: next(iter([])),
    lambda: 2.0 ** 5000,
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: int(float("inf")),
    lambda: {[1]: 2},
    lambda: "x" * "y",
    lambda: chr(-5),
    lambda: ord(""),
    lambda: max([]),
]
for fn in cases:
    try:
        fn()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", str(e))
