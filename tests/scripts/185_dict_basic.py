# Dict creation, access, update, delete.
d = {"a": 1, "b": 2}
print(d, len(d), d["a"], "a" in d, "z" in d)
d["c"] = 3
d["a"] = 100
print(d)
del d["b"]
print(d, list(d), len(d))
e = {}
print(e, len(e), bool(e), type(e).__name__)
mixed = {1: "int", "1": "str", (1,): "tuple", None: "none", 2.5: "float", True: "bool?"}
print(mixed, mixed[1], mixed[(1,)], mixed[None])
nested = {"outer": {"inner": [1, 2, {"deep": True}]}}
print(nested["outer"]["inner"][2]["deep"])
nested["outer"]["new"] = {}
print(nested)
try:
    d["missing"]
except KeyError as err:
    print("KeyError:", err)
d2 = {"x": 1, "x": 2}
print(d2)
counts = {}
for ch in "hello world":
    if ch in counts:
        counts[ch] += 1
    else:
        counts[ch] = 1
print(counts)
print({1: 2} == {1: 2}, {1: 2} != {1: 3}, {"a": 1, "b": 2} == {"b": 2, "a": 1})
