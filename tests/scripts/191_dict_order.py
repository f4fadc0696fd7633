# Dicts preserve insertion order.
d = {}
for k in ["zeta", "alpha", "mu", "beta"]:
    d[k] = len(k)
print(d, list(d))
d["alpha"] = 99
print(list(d))
del d["zeta"]
d["zeta"] = 0
print(list(d))
n = {}
for i in [5, 3, 9, 1, 7]:
    n[i] = str(i)
print(n)
n.pop(9)
n[9] = "again"
n[0] = "zero"
print(n)
big = {i * 37 % 101: i for i in range(101)}
print(list(big)[:10], list(big)[-5:])
for i in range(0, 101, 2):
    del big[i * 37 % 101]
print(list(big)[:10], len(big))
merged = {"b": 1, "a": 2}
merged.update({"c": 3, "b": 4})
print(merged)
print(dict(sorted(merged.items())))
