# repr and str of builtin values.
vals = [0, -5, 2 ** 70, 1.5, -0.0, 1e-10, 1e22, float("inf"), float("nan"), True, None, "s", "it's",
        'say "x"', "\n", [1, "a"], (1,), (), {"k": [1]}, {1}, set(), range(3), range(1, 10, 2), [[]], {}]
for v in vals:
    print(repr(v), "|", str(v))
print(str(), repr(str()), str(str(5)), repr(repr(5)), str("x".encode()))
print(type(repr(1)).__name__, len(repr("abc")), repr(["a\tb"]), str(["a\tb"]))
print(str(int), str(str), repr(type(None)), str(type([])), str(type(1.5)), str(ValueError))
