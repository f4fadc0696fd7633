# Key equality: 1, 1.0 and True are the same key; tuples and None work as keys.
d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
d[0] = "zero"
d[False] = "false"
d[-0.0] = "negzero"
print(d)
k = {(1, 2): "a", (1, (2, 3)): "b", None: "c", "": "d", 2 ** 100: "e", -1: "f", 0.5: "g"}
print(k[(1, 2)], k[1, (2, 3)], k[None], k[""], k[2 ** 100], k[-1], k[0.5], k[1 / 2])
print(2 ** 100 in k, float(2 ** 100) in k, -1.0 in k)
for bad in [[1], {"a": 1}, {1}]:
    try:
        k[bad] = 1
    except TypeError as e:
        print("TypeError:", e)
