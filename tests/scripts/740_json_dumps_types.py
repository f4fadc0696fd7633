# json.dumps of every basic type, at top level and inside containers
import json

print(json.dumps(None), json.dumps(True), json.dumps(False))
print(json.dumps(0), json.dumps(-7), json.dumps(123456789))
print(json.dumps(1.5), json.dumps(-0.0), json.dumps(0.1), json.dumps(1e16), json.dumps(1e-7))
print(json.dumps("plain"), json.dumps(""), json.dumps('quote " and \\ backslash'))
print(json.dumps([]), json.dumps(()), json.dumps({}))
print(json.dumps([1, "a", None, True, 2.5, [], {}]))
print(json.dumps((1, (2, 3))))
print(json.dumps({"k": "v", "n": 1, "f": 0.5, "z": None, "l": [1, 2], "d": {"x": False}}))
print(type(json.dumps(1)).__name__)
print(json.dumps([[[[[]]]]]))
