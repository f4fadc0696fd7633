# getattr, setattr and hasattr on builtin objects.
s = "hello"
print(getattr(s, "upper")(), getattr(s, "count")("l"), getattr([1, 2], "index")(2))
print(hasattr(s, "upper"), hasattr(s, "nope"), hasattr([], "append"), hasattr({}, "keys"), hasattr(5, "real"))
print(getattr(5, "missing", "default"), getattr(s, "nothing", None), getattr({}, "get")("k", "dflt"))
method = getattr([3, 1, 2], "copy")
print(method(), callable(method))
lst = [3, 1, 2]
getattr(lst, "sort")()
getattr(lst, "append")(4)
print(lst)
def func():
    return "func"
setattr(func, "tag", "tagged")
print(getattr(func, "tag"), hasattr(func, "tag"), func.tag)
func.count = 1
func.count += 1
print(func.count, getattr(func, "__name__"))
for obj, name in [(5, "x"), ("s", "y"), ([], "z")]:
    try:
        setattr(obj, name, 1)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    getattr(s, "missing")
except AttributeError as e:
    print("AttributeError:", e)
ops = {"add": "append", "grow": "extend"}
target = []
getattr(target, ops["add"])(1)
getattr(target, ops["grow"])([2, 3])
print(target)
