# Dict displays ({k: v, ...}): equal keys keep the first key object and the
# last value, hashing errors at any position, keys with their own __eq__
# and __hash__, functions and classes as values, sizes that need a bigger
# table, and many made and dropped in a loop.
class Key:
    def __init__(self, name, h):
        self.name, self.h = name, h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return isinstance(other, Key) and self.h == other.h

    def __repr__(self):
        return "Key(%s)" % self.name


class BadHash:
    def __hash__(self):
        raise RuntimeError("no hash for you")


a, b = Key("a", 1), Key("b", 1)
d = {a: 1, "x": 2, b: 3}
print(d, list(d)[0] is a)
print({1: "int", 1.0: "float", True: "bool"})
for disp in (lambda: {[]: 1}, lambda: {1: 2, []: 3}, lambda: {BadHash(): 1}, lambda: {"k": 1, BadHash(): 2}):
    try:
        disp()
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)


def f():
    return "f"


funcs = {"f": f, "cls": Key, "len": len}
print(funcs["f"](), funcs["cls"].__name__, funcs["len"]("abc"))
n = 9
big = {i: i * i for i in range(3)} | {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": n}
print(len(big), big["h"], sorted(k for k in big if isinstance(k, str)))
total = 0
for i in range(20000):
    e = {"key": i, "other": -i}
    total += e["key"] + e["other"] + len({"only": i})
print(total)
