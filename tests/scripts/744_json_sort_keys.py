# sort_keys: nested dicts sorted, lists kept, mixed key types fail as in CPython
import json

doc = {"b": 1, "a": {"z": 1, "y": [{"d": 1, "c": 2}]}, "C": 3, "aa": 4, "": 5}
print(json.dumps(doc, sort_keys=True))
print(json.dumps(doc, sort_keys=True, indent=1))
print(json.dumps(doc))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
print(json.dumps({2.5: 0, 1.5: 1}, sort_keys=True))
for d in ({1: 1, "a": 2}, {None: 1, "x": 2}):
    try:
        print(json.dumps(d, sort_keys=True))
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        print(json.dumps(d, sort_keys=True, indent=2))
    except TypeError as e:
        print(type(e).__name__, e)
