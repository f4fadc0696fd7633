# Large and deeply nested patterns, many cases, generated with exec.
# 40 levels of nested lists
depth = 40
pattern = "x"
for _ in range(depth):
    pattern = f"[{pattern}]"
value = 7
for _ in range(depth):
    value = [value]
src = f"""
match value:
    case {pattern}:
        print("nested", {depth}, "deep: x =", x)
"""
exec(src)

# 200 cases
cases = "\n".join(f"    case {i}:\n        r = 'case {i}'" for i in range(200))
ns = {}
exec("def pick(v):\n  r = None\n  match v:\n" + "\n".join("  " + line for line in cases.splitlines()) + "\n  return r\n", ns)
print(ns["pick"](0), ns["pick"](123), ns["pick"](199), ns["pick"](200))

# a sequence pattern with 50 captures and a mapping with 30 keys
names = [f"v{i}" for i in range(50)]
ns = {"subject": list(range(50))}
exec(f"match subject:\n    case [{', '.join(names)}]:\n        total = {' + '.join(names)}\n", ns)
print("sum of 50 captures:", ns["total"])
keys = ", ".join(f"'k{i}': a{i}" for i in range(30))
ns = {"subject": {f"k{i}": i * i for i in range(35)}}
exec(f"match subject:\n    case {{{keys}, **rest}}:\n        got = a29, sorted(rest)\n", ns)
print(ns["got"])

# an OR of 30 alternatives, each binding the same two names in varying order
alts = " | ".join(f"({'a, b' if i % 2 else 'b, a'}, {i})" for i in range(30))
ns = {}
exec(f"def alt(v):\n    match v:\n        case {alts}:\n            return a, b\n", ns)
print(ns["alt"]((1, 2, 0)), ns["alt"]((1, 2, 29)), ns["alt"]((1, 2, 30)))
