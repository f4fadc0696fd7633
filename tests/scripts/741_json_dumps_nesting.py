# nested containers: order kept, tuples become arrays, deep nesting
import json

doc = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 31, "tags": ()}},
                 {"name": "bob", "roles": [], "meta": {}}],
       "count": 2, "ok": True}
print(json.dumps(doc))
deep = []
cur = deep
for i in range(50):
    nxt = [i]
    cur.append(nxt)
    cur = nxt
print(json.dumps(deep))
d = {}
cur = d
for i in range(30):
    cur["k%d" % i] = {}
    cur = cur["k%d" % i]
print(json.dumps(d))
# the same object twice is fine (not a cycle)
shared = [1, 2]
print(json.dumps([shared, shared, {"a": shared}]))
