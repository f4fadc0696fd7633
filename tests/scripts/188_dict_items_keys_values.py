# Views: keys, values, items (live and iterable).
d = {"x": 1, "y": 2, "z": 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(list(k), list(v), list(it), len(k), len(it))
d["w"] = 4
del d["x"]
print(k, v, it)
print("y" in k, "x" in k, 2 in v, ("y", 2) in it, ("y", 3) in it)
for key in d.keys():
    print("key", key)
for val in d.values():
    print("val", val)
for key, val in d.items():
    print("item", key, val)
print(sorted(d.values(), reverse=True), sum(d.values()), max(d.keys()))
print(list(reversed(list(d.items()))))
e = {}
print(e.keys(), e.values(), e.items(), list(e.items()))
print(sorted(d.items(), key=lambda kv: -kv[1]))
