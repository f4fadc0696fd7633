# check_circular: lists, dicts and default() results that come back around
import json

a = [1]
a.append(a)
d = {"x": 1}
d["self"] = d
inner = {"l": []}
inner["l"].append(inner)
class Node:
    pass
n = Node()
for obj in (a, d, inner, [d], {"k": a}):
    for kw in ({}, {"indent": 2}, {"sort_keys": True}):
        try:
            json.dumps(obj, **kw)
        except ValueError as e:
            print(type(e).__name__, e)
try:
    json.dumps(n, default=lambda o: [o])
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps(n, default=lambda o: [o], indent=1)
except ValueError as e:
    print(type(e).__name__, e)
# a default() that makes a fresh object each time is not circular
class Counter:
    def __init__(self, k):
        self.k = k
print(json.dumps(Counter(3), default=lambda o: [o.k, Counter(o.k - 1)] if o.k else "end"))
