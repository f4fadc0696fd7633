import copy

class P:
    def __init__(self, x, y):
        self.x = x; self.y = y
    def __repr__(self): return f"P({self.x!r}, {self.y!r})"
p = P([1, 2], {"a": [3]})
s = copy.copy(p); d = copy.deepcopy(p)
print(s, d, s.x is p.x, d.x is p.x, d.y == p.y, d.y["a"] is p.y["a"])
l = [1, [2, 3], (4, [5])]
dl = copy.deepcopy(l)
print(dl, dl[1] is l[1], dl[2] is l[2], dl[2][1] is l[2][1])
t = (1, 2, "x")
print(copy.deepcopy(t) is t, copy.copy(t) is t)
fs = frozenset({1, 2})
print(copy.copy(fs) is fs, copy.deepcopy(fs) == fs)
a = [1]; a.append(a)
b = copy.deepcopy(a)
print(b[1] is b, b is not a)
d1 = {"k": None}; d1["k"] = d1
d2 = copy.deepcopy(d1); print(d2["k"] is d2)
class Node:
    def __init__(self): self.next = self
n = copy.deepcopy(Node()); print(n.next is n)
# shared references are copied once
shared = [0]
pair = {"a": shared, "b": shared, "t": (shared, 1)}
c = copy.deepcopy(pair)
print(c["a"] is c["b"], c["t"][0] is c["a"], c["a"] is not shared)
# a tuple in a cycle through a list
lst = []
tup = (lst, 2)
lst.append(tup)
ct = copy.deepcopy(tup)
print(ct[0][0] is ct, type(ct).__name__)
s = {1, (2, 3)}
print(sorted(copy.deepcopy(s), key=str))
print(copy.copy(range(3)), copy.deepcopy(1.5), copy.deepcopy("s"), copy.deepcopy(b"b"), copy.deepcopy(True))
