# and/or return the deciding operand and skip the rest.
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, "" or "x", "a" and "b", None or 0, None and 1)
print([] or [1], [0] or [1], {} and 1, 0.0 or -0.0, (1, 2) and ())
print(0 or "" or None or [] or "last", 1 and 2 and 3 and 4, 1 and 0 and 3)
print(1 or 2 and 0, (1 or 2) and 0, not 0 and 1, not (0 and 1))
calls = []
def t(name, value):
    calls.append(name)
    return value
r = t("a", 0) and t("b", 1)
print(r, calls)
calls.clear()
r = t("a", 1) or t("b", 1)
print(r, calls)
calls.clear()
r = t("a", 0) or t("b", 0) or t("c", 5)
print(r, calls)
calls.clear()
r = t("a", 1) and t("b", 2) and t("c", 0) and t("d", 1)
print(r, calls)
calls.clear()
r = (t("a", 0) and t("b", 1)) or t("c", "x")
print(r, calls)
calls.clear()
x = t("cond", True) if t("test", 0) else t("else", False)
print(x, calls)
d = {}
print(d.get("a") or "fallback", d and d["a"])
name = ""
print(name or "anonymous", len(name) > 0 and name[0])
lst = [3, 0, 5]
print([v or -1 for v in lst], [v and 10 // v for v in lst])
print(all([]) or any([]), any([0, "", None]) or "none true")
