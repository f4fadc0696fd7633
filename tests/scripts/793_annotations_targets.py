# Annotated attribute and subscript targets: assigned when there is a
# value; without one their object (and key) are still evaluated; the
# annotation is evaluated in module and class bodies only.
log = []
def t(name, value=None):
    log.append(name)
    return value

class Obj:
    pass
o = Obj()

o.a: t("ann a") = t("value a", 1)
print(log, o.a); log.clear()

t("obj", o).b: t("ann b")
print(log, hasattr(o, "b")); log.clear()

d = {}
d["k"]: t("ann k") = t("value k", 3)
print(log, d); log.clear()

t("dict", d)[t("key", "j")]: t("ann j")
print(log, d); log.clear()

t("dict", d)[t("lo", 1):t("hi", 2)]: t("ann slice")
print(log); log.clear()

t("dict", d)[t("i1", 1), t("i2", 2)]: t("ann tuple")
print(log); log.clear()

# in a function, the annotation is never evaluated
class Rec:
    def __init__(self):
        self.count: missing_type = 0
        self.items: another_missing = []
        t("self", self).flag: missing
r = Rec()
print(r.count, r.items, log); log.clear()

# evaluating the target can fail even without a value
try:
    undefined_obj.attr: int
except NameError as e:
    print(type(e).__name__, e)
try:
    d["missing"]: int
    print("subscript target without value is not read:", d)
except KeyError as e:
    print("KeyError", e)

# and so can the annotation at module level
try:
    q: undefined_type = 5
except NameError as e:
    print(type(e).__name__, e)
print(q)  # the assignment happened first
