# Comparing and nesting dicts.
a = {"x": [1, 2], "y": {"z": 3}}
b = {"y": {"z": 3}, "x": [1, 2]}
c = {"x": [1, 2], "y": {"z": 4}}
print(a == b, a == c, a != c, {} == {}, {1: 1} == {1.0: 1.0}, {1: 2} == {2: 1})
try:
    print({1: 1} < {2: 2})
except TypeError as e:
    print("TypeError:", e)
tree = {"value": 1, "children": [{"value": 2, "children": []}, {"value": 3, "children": [{"value": 4, "children": []}]}]}
def total(node):
    return node["value"] + sum(total(c) for c in node["children"])
def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)
print(total(tree), depth(tree))
config = {"db": {"host": "localhost", "port": 5432}, "debug": False}
config["db"]["port"] += 1
config.setdefault("cache", {})["size"] = 128
print(config)
print(config["db"].get("user", "root"), config.get("missing", {}).get("x", "none"))
