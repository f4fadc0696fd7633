# Packages: directories with __init__.py, submodules bound on their parent,
# relative imports, `from package import submodule`, namespace packages,
# and the errors CPython gives.
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")

import pkgdemo.sub.beta
print(pkgdemo.sub.beta.WHERE)
print(pkgdemo.order, pkgdemo.ALPHA_VALUE)
print(pkgdemo.__package__, pkgdemo.sub.__package__, pkgdemo.sub.beta.__package__)
print(type(pkgdemo.__path__).__name__, len(pkgdemo.__path__), pkgdemo.__path__[0].endswith("modules/pkgdemo"))
print(pkgdemo.__file__.endswith("pkgdemo/__init__.py"), pkgdemo.alpha.__file__.endswith("pkgdemo/alpha.py"))
print("pkgdemo.gamma" in sys.modules)
from pkgdemo import gamma
print(gamma.WHO, "pkgdemo.gamma" in sys.modules, pkgdemo.gamma is gamma)
from pkgdemo.sub import beta as b2
print(b2 is pkgdemo.sub.beta)
import pkgdemo.alpha as pa
print(pa.VALUE, pa is sys.modules["pkgdemo.alpha"])

ns = {}
exec("from pkgdemo import *", ns)
print(sorted(k for k in ns if not k.startswith("__")))

import nsdemo.part.mod
print(nsdemo.part.mod.NAME, hasattr(nsdemo, "__file__"), nsdemo.__package__)

print(__import__("pkgdemo.sub").__name__, __import__("pkgdemo.sub", fromlist=["x"]).__name__)
print(__import__("beta", globals={"__package__": "pkgdemo.sub"}, fromlist=["twice"], level=1).__name__)

for stmt in ["import pkgdemo.nothere", "from pkgdemo import nothere", "import pkgdemo.alpha.deeper",
             "from pkgdemo.sub import toofar", "import pkgdemo.broken", "from . import x",
             "import sys.nothing"]:
    try:
        exec(stmt, {"__name__": "__main__"})
    except ImportError as e:
        msg = str(e).replace(sys.path[0], "MODULES")
        print(stmt, "->", type(e).__name__, msg, getattr(e, "name", None))
print("pkgdemo.broken" in sys.modules, "pkgdemo.sub.toofar" in sys.modules)
