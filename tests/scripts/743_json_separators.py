# separators: compact, custom, with and without indent
import json

doc = {"a": [1, 2, 3], "b": {"c": "d"}}
print(json.dumps(doc, separators=(",", ":")))
print(json.dumps(doc, separators=(" , ", " = ")))
print(json.dumps(doc, separators=(";", "->")))
print(json.dumps(doc, indent=2, separators=(",", ":")))
print(json.dumps(doc, indent=2))
print(json.dumps(doc, indent=None, separators=None))
print(json.dumps([1, [2, 3]], separators=("", "")))
enc = json.JSONEncoder(separators=("|", "#"))
print(enc.item_separator, enc.key_separator, enc.encode(doc))
enc = json.JSONEncoder(indent=1)
print(repr(enc.item_separator), repr(enc.key_separator))
enc = json.JSONEncoder()
print(repr(enc.item_separator), repr(enc.key_separator))
