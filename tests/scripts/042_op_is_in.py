# Identity and membership tests.
a = [1, 2, 3]
b = a
c = [1, 2, 3]
print(a is b, a is c, a == c, a is not c, b is not a)
print(None is None, True is True, (a is b) is True)
print(2 in a, 5 in a, 5 not in a, not 2 in a)
print("ell" in "hello", "" in "abc", "xyz" in "abc", "a" not in "bcd", "" in "")
print((1, 2) in [(1, 2), (3, 4)], [1] in [[1], [2]], 1 in (1, 2), 3 in (1, 2))
d = {"k": 1, 2: "two", (1, 2): "pair"}
print("k" in d, 1 in d, 2 in d, (1, 2) in d, "two" in d, "two" in d.values())
s = {1, 2, 3}
print(1 in s, 4 in s, 4 not in s, 1.0 in s, True in s)
r = range(0, 100, 7)
print(14 in r, 15 in r, 98 in r, 100 in r, -7 in r, 0 in range(0))
print(0 in [0.0], 0.0 in [0], float("nan") in [float("nan")])
x = float("nan")
print(x in [x], x in (x,), [x] == [x])
print(1 in {1: None}, 2 in {1: None}.values(), 1 in {1: 2}.keys(), (1, 2) in {1: 2}.items())
e = []
print(e is e, e in [e], e in [[]])
print(a[0] == 1, a[-1] in a)
empty = ()
print(empty in [()], () == ())
print([1, 2] in [[1, 2]], [[1, 2]] in [[[1, 2]]])
