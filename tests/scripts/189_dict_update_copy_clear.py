# update, copy, clear.
d = {"a": 1, "b": 2}
d.update({"b": 20, "c": 30})
print(d)
d.update([("d", 4), ("a", 10)])
print(d)
d.update(e=5, a=100)
print(d)
d.update({"f": 6}, g=7)
print(d)
d.update()
print(d)
c = d.copy()
c["a"] = -1
print(d["a"], c["a"], c is d, c == d)
nested = {"lst": [1]}
shallow = nested.copy()
shallow["lst"].append(2)
print(nested)
alias = d
d.clear()
print(d, alias, len(alias))
x = {1: "one"}
x.update(x)
print(x)
try:
    x.update([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    x.update([(1, 2, 3)])
except ValueError as e:
    print("ValueError:", e)
