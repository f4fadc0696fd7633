# get and setdefault.
d = {"a": 1, "b": None}
print(d.get("a"), d.get("b"), d.get("z"), d.get("z", 0), d.get("b", "dflt"), d.get("a", 99))
print(d.setdefault("a", 50), d.setdefault("c", 3), d.setdefault("d"), d)
groups = {}
for word in ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]:
    groups.setdefault(word[0], []).append(word)
print(groups)
counts = {}
for n in [3, 1, 3, 2, 3, 1]:
    counts[n] = counts.get(n, 0) + 1
print(counts)
index = {}
for i, w in enumerate("to be or not to be".split()):
    index.setdefault(w, []).append(i)
print(index)
print({}.get("x"), {}.get(1, [1]), {(1, 2): "t"}.get((1, 2)))
