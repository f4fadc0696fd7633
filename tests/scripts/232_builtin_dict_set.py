# dict() and set() constructors.
print(dict(), dict(a=1), dict([(1, 2)]), dict({1: 2}), dict(zip("ab", [1, 2])), dict([("k", 1)], k=2))
print(set(), set([3, 1, 2]), set((1, 1)), set(range(5)), set({"a": 1}) == {"a"}, set("aaa"))
print(set([1, 2, 3]) - set([2]), sorted(set("hello world")), len(set([1, 1.0, True])))
d = dict(one=1, two=2)
e = dict(d)
e["three"] = 3
print(d, e)
s = {1, 2}
s2 = set(s)
s2.add(3)
print(s, s2)
for bad in [lambda: dict(5), lambda: set(5), lambda: dict(["a"]), lambda: set([[1]])]:
    try:
        bad()
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
