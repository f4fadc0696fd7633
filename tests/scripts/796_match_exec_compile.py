# match statements in code given to exec() and compile(), and the soft
# keywords in expressions given to eval().
src = """
def kind(v):
    match v:
        case [x, y]:
            return f"pair {x} {y}"
        case {"k": k}:
            return f"k={k}"
        case _:
            return "other"
results = [kind([1, 2]), kind({"k": 3}), kind(4)]
"""
ns = {}
exec(src, ns)
print(ns["results"])

code = compile("match s:\n    case 1 | 2:\n        r = 'low'\n    case _:\n        r = 'high'\n", "<match>", "exec")
for s in [1, 2, 3]:
    env = {"s": s}
    exec(code, env)
    print(s, env["r"])

match = 5
print(eval("match + 1"), eval("[match for match in range(2)]"))

# syntax errors from compile() carry CPython's message
for bad in ["match x:\n    case _:\n        pass\n    case 1:\n        pass\n",
            "match x:\n    case [a, *b, *c]:\n        pass\n",
            "match x:\n    case a | b:\n        pass\n",
            "match x:\n    case {'k': 1, 'k': 2}:\n        pass\n"]:
    try:
        compile(bad, "<bad>", "exec")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)

# annotations through exec into a fresh namespace
ns = {}
exec("x: int = 1\nclass C:\n    y: str\n", ns)
print(ns["__annotations__"], ns["C"].__annotations__)
