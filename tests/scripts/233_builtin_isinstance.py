# isinstance with single types and tuples of types.
vals = [1, 1.5, "s", True, None, [1], (1,), {1: 1}, {1}, range(1), 2 ** 100]
types = [int, float, str, bool, list, tuple, dict, set, range]
for v in vals:
    print(repr(v), [t.__name__ for t in types if isinstance(v, t)])
print(isinstance(1, (int, float)), isinstance("x", (int, float)), isinstance(1.5, (str, (list, float))))
print(isinstance(True, int), isinstance(1, bool), isinstance(None, type(None)), isinstance(len, type(print)))
print(isinstance(ValueError("x"), ValueError), isinstance(ValueError("x"), Exception), isinstance(KeyError(), TypeError))
print(isinstance(int, type), isinstance(5, type), isinstance(ZeroDivisionError, type), isinstance([], ()))
def kind(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, (int, float)):
        return "number"
    if isinstance(x, str):
        return "text"
    if isinstance(x, (list, tuple)):
        return "sequence"
    return "other"
print([kind(v) for v in vals])
try:
    isinstance(1, 1)
except TypeError as e:
    print("TypeError:", e)
