# Module-level annotations: __annotations__ in the module's globals,
# created when the module starts (before its first statement runs).
print("__annotations__" in globals(), __annotations__)
x: int
y: str = "why"
z: "forward ref" = 3
print(__annotations__)
print(y, z, "x" in globals())

# reassigning a name with a new annotation updates the entry in place
x: float = 1.5
print(list(__annotations__.items()))

# annotations inside blocks at module level count too
if True:
    a: list = []
for _ in range(1):
    b: dict
print(list(__annotations__))

# not inside functions: their local annotations are never evaluated
def f():
    local: this_name_does_not_exist = 1
    other: also_missing
    return local
print(f(), list(__annotations__))

# the annotation of a simple name is evaluated after the value
order = []
def t(name):
    order.append(name)
    return name
c: t("annotation") = t("value")
print(order)

# a parenthesized name is not "simple": evaluated but not recorded
(d): t("paren annotation") = 4
print(order, "d" in __annotations__, d)

# __annotations__ is a plain dict that can be changed
__annotations__["extra"] = bool
print(__annotations__["extra"])

# imported modules: their __annotations__, or an empty dict made on request
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")
import ann_annotated, ann_plain
print(ann_annotated.__annotations__)
print("__annotations__" in vars(ann_plain), ann_plain.__annotations__, "__annotations__" in vars(ann_plain))
print(ann_plain.__annotations__ is ann_plain.__annotations__)
