# bool() conversions.
print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(0.1), bool(""), bool("False"), bool([]), bool([[]]))
print(bool(()), bool({}), bool(set()), bool(None), bool(range(0)), bool(range(3)), bool(float("nan")), bool(2 ** 100))
print(bool(True), bool(False), type(bool(1)).__name__, bool(1) is True, bool(0) is False)
print([bool(x) for x in [0, 1, "", "a", [], [0], {}, {0: 0}]])
print(True + bool("x"), int(bool([])), str(bool(5)))
