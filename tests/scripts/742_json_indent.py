# indent: ints, 0, negative, strings; empty containers stay on one line
import json

doc = {"a": [1, 2, {"b": None, "c": []}], "d": {}, "e": "x"}
for ind in (0, 1, 2, 4, -1, "", "\t", "--", " "):
    print(repr(ind))
    print(json.dumps(doc, indent=ind))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps(5, indent=2))
print(json.dumps([[]], indent=3))
print(json.dumps([1, [2, [3]]], indent=2))
print(json.dumps({"k": [1, {"x": 1}]}, indent=2, separators=(", ", ": ")))
print(json.dumps("s", indent=2))
