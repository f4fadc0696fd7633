# dump to sys.stdout
import json
import sys

json.dump({"a": [1, 2], "b": "\u00e9"}, sys.stdout)
print()
json.dump([1, {"x": None}], sys.stdout, indent=2)
sys.stdout.write("\n")
json.dump("text", sys.stdout, ensure_ascii=False)
print()
json.dump({"b": 1, "a": 2}, sys.stdout, sort_keys=True, separators=(",", ":"))
print()
