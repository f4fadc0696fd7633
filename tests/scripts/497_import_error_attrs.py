# ImportError and ModuleNotFoundError carry name, path and msg, as the import machinery sets them;
# the constructor takes the name= and path= keywords and no others; subclasses pass them on.
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")
try:
    import no_such_module_xyz
except ImportError as e:
    print(type(e).__name__, e.name, e.path, e.msg)
try:
    import l2_shapes.sub
except ModuleNotFoundError as e:
    print(e.name, e.path, e.msg)
try:
    from l2_shapes import nothing_here
except ImportError as e:
    print(type(e).__name__, e.name, e.path.endswith("modules/l2_shapes.py"), e.msg.startswith("cannot import name"))
e = ImportError("boom", name="m", path="/p")
print(e, e.name, e.path, e.msg, e.args, repr(e))
e = ImportError()
print(e.name, e.path, e.msg, e.args)
e = ImportError("a", "b")
print(e.msg, e.args)
e.name = "set"
e.path = None
print(e.name, e.path)
e = ModuleNotFoundError("x", name="y")
print(e.name, e.msg, isinstance(e, ImportError))
try:
    ImportError("a", bogus=1)
except TypeError as t:
    print(t)


class MyImportError(ImportError):
    def __init__(self, msg, mod):
        super().__init__(msg, name=mod)


e = MyImportError("custom", "pkg")
print(e.name, e.msg, e.args)
