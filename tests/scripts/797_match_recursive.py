# Recursive functions over nested data with match: trees, linked lists, JSON-like values.
class Leaf:
    __match_args__ = ("value",)
    def __init__(self, value):
        self.value = value
class Node:
    __match_args__ = ("left", "right")
    def __init__(self, left, right):
        self.left, self.right = left, right

def total(t):
    match t:
        case Leaf(v):
            return v
        case Node(l, r):
            return total(l) + total(r)

def depth(t):
    match t:
        case Leaf():
            return 0
        case Node(Leaf(), Leaf()):
            return 1
        case Node(l, r):
            return 1 + max(depth(l), depth(r))

def build(n):
    return Leaf(n) if n == 0 else Node(build(n - 1), Leaf(n))
t = build(200)
print(total(t), depth(t))

def length(lst):
    match lst:
        case []:
            return 0
        case [_, *rest]:
            return 1 + length(rest)
print(length(list(range(150))))

def show(v):
    match v:
        case None:
            return "null"
        case bool(b):
            return "true" if b else "false"
        case int() | float():
            return repr(v)
        case str(s):
            return '"' + s + '"'
        case [*items]:
            return "[" + ",".join(show(i) for i in items) + "]"
        case {**fields}:
            return "{" + ",".join(f'"{k}":{show(x)}' for k, x in fields.items()) + "}"
        case _:
            raise TypeError(f"cannot show {type(v).__name__}")
print(show({"a": [1, 2.5, None, True], "b": {"c": "d", "e": []}, "f": False}))
try:
    show({1, 2})
except TypeError as e:
    print(type(e).__name__, e)

# a pattern matching against itself recursively until the recursion limit
def forever(v):
    match v:
        case [x]:
            return forever([x])
try:
    forever([1])
except RecursionError as e:
    print(type(e).__name__)
