# abs, all, any.
print(abs(-5), abs(5), abs(0), abs(-2.5), abs(-0.0), abs(-(2 ** 100)), abs(True), abs(float("-inf")))
print(all([]), all([1, 2]), all([1, 0]), all("abc"), all(["a", ""]), all(x > 0 for x in [1, 2]))
print(any([]), any([0, 0]), any([0, 1]), any(""), any([None, [], [0]]), any(x > 5 for x in range(10)))
calls = []
def check(x):
    calls.append(x)
    return x
print(any(check(x) for x in [0, 0, 3, 4]), calls)
calls.clear()
print(all(check(x) for x in [1, 2, 0, 4]), calls)
print(all([[]]), any([[]]), all([[0]]), all(range(1, 5)), any(range(0)))
try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)
