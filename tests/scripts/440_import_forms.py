# Level 2: import x, import x as y, from x import a, b as c, from x import * (with and without __all__), each module runs once; __name__, __file__, sys.modules.
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")
import l2_shapes
import l2_shapes as shapes_again
from l2_shapes import Circle, square as sq, PI
print(l2_shapes is shapes_again, l2_shapes.__name__, l2_shapes.__file__.endswith("modules/l2_shapes.py"))
print(Circle(2).area(), sq(7), PI, l2_shapes.square is sq)
print(l2_shapes.bump(), l2_shapes.bump(), shapes_again.counter)
import l2_uses_other
print(l2_uses_other.both(), l2_shapes.counter)
print(sys.modules["l2_shapes"] is l2_shapes, "l2_uses_other" in sys.modules)
print(type(l2_shapes).__name__, l2_shapes.__doc__)
from l2_star_all import *
print(pub, _listed_private)
try:
    not_listed
except NameError as e:
    print(e)
from l2_star_noall import *
print(a, c())
try:
    _b
except NameError as e:
    print(e)
try:
    from l2_shapes import nothing_here
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
try:
    import l2_no_such_module
except ModuleNotFoundError as e:
    print(e)
try:
    import l2_raises
except ValueError as e:
    print("import failed:", e, "l2_raises" in sys.modules)
def local_import():
    import l2_shapes as inner
    from l2_shapes import PI as p
    return inner is l2_shapes, p
print(local_import())
print(__name__, __file__.endswith("440_import_forms.py"), sys.path[1].endswith("tests/scripts"))
print(sorted(k for k in vars(l2_shapes) if not k.startswith("__")))
