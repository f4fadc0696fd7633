# pop and popitem.
d = {"a": 1, "b": 2, "c": 3, "d": 4}
print(d.pop("b"), d)
print(d.pop("zz", "default"), d.pop("zz", None), d)
print(d.popitem(), d)
d["e"] = 5
print(d.popitem(), d.popitem(), d)
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError:", e)
print(d.popitem(), d)
try:
    d.popitem()
except KeyError as e:
    print("KeyError:", e)
stack = {i: i * i for i in range(5)}
while stack:
    k, v = stack.popitem()
    print(k, v, end="; ")
print()
