# Mapping patterns: dict and its subclasses; keys are literals or dotted
# names; extra keys are ignored; **rest gets the other items as a new dict.
from collections import OrderedDict, defaultdict, Counter

def m(v):
    match v:
        case {}  if not v:
            return "empty dict"
        case {"type": "point", "x": x, "y": y}:
            return f"point {x},{y}"
        case {"type": "circle", "r": r, **rest}:
            return f"circle r={r} rest={rest}"
        case {1: one, 2.5: f, None: n, False: t}:
            return f"odd keys {one} {f} {n} {t}"
        case {}:
            return "some other dict"
        case _:
            return "not a mapping"

for v in [{}, {"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1, "y": 2, "z": 3},
          {"type": "point", "x": 1}, {"type": "circle", "r": 5}, {"type": "circle", "r": 5, "color": "red", "fill": None},
          {1: "a", 2.5: "b", None: "c", False: "d"}, {"other": 1}, [("type", "point")], "type", 42,
          OrderedDict(type="circle", r=1, z=2), Counter("aab")]:
    print(m(v))

# dotted names as keys
class K:
    name = "name"
    age = "age"
match {"name": "Ann", "age": 30, "city": "Oslo"}:
    case {K.name: n, K.age: a, **others}:
        print(n, a, others)

# **rest is a fresh dict, the subject is untouched
d = {"a": 1, "b": 2}
match d:
    case {"a": _, **rest}:
        rest["c"] = 3
        print(rest, d)

# sub-patterns of values
match {"pts": [(1, 2), (3, 4)], "meta": {"ok": True}}:
    case {"pts": [(x1, y1), *_], "meta": {"ok": True}}:
        print("first point", x1, y1)

# a defaultdict does not create missing keys while matching
dd = defaultdict(list, a=[1])
match dd:
    case {"missing": v}:
        print("no")
    case {"a": v}:
        print("found a", v, "keys:", sorted(dd))

# a dict subclass answers through its get()
class Logged(dict):
    def get(self, key, default=None):
        print("  get", key)
        return super().get(key, default)
match Logged(x=1, y=2):
    case {"x": 1, "y": y}:
        print("Logged matched, y =", y)

# non-dict objects with keys/getitem are not mappings here
class FakeMap:
    def keys(self):
        return ["a"]
    def __getitem__(self, k):
        return 1
match FakeMap():
    case {"a": _}:
        print("no")
    case _:
        print("FakeMap is not a mapping")
