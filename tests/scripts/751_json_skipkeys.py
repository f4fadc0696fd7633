# skipkeys and the message for bad keys
import json

d = {"a": 1, (1, 2): 2, "b": 3, frozenset(): 4, 5: 6}
print(json.dumps(d, skipkeys=True))
print(json.dumps(d, skipkeys=True, indent=1))
print(json.dumps({(1,): 1, "z": 0}, skipkeys=True))
print(json.dumps({(1,): 1}, skipkeys=True), json.dumps({(1,): 1}, skipkeys=True, indent=2))
for kw in ({}, {"indent": 2}):
    for bad in ({(1, 2): 1}, {"ok": {b"x": 1}}, {object(): 1}):
        try:
            json.dumps(bad, **kw)
        except TypeError as e:
            print(type(e).__name__, e)
