# the filters list: defaults, simplefilter, filterwarnings (message and
# module patterns, category, lineno, append), resetwarnings, "error"
import sys
import warnings


def show(filters):
    for action, msg, cat, mod, lineno in filters:
        msg = None if msg is None else getattr(msg, "pattern", msg)
        mod = None if mod is None else getattr(mod, "pattern", mod)
        print("  ", action, repr(msg), cat.__name__, repr(mod), lineno)


print("defaults:")
show(warnings.filters)
print(warnings.defaultaction, sys.warnoptions)

log = []
warnings.showwarning = lambda m, c, f, l, file=None, line=None: log.append((str(m), c.__name__))


def emit(*args, **kw):
    del log[:]
    try:
        warnings.warn(*args, stacklevel=2, **kw)
    except Warning as e:
        return "raised %s(%r)" % (type(e).__name__, str(e))
    return log[:]


# defaults: DeprecationWarning shown only for __main__, others ignored
print(emit("dep", DeprecationWarning))
print(emit("pending", PendingDeprecationWarning))
print(emit("imp", ImportWarning))
print(emit("res", ResourceWarning))
print(emit("user"))

warnings.resetwarnings()
print("after reset:", warnings.filters)

warnings.simplefilter("error")
print(emit("boom"))
print(emit("boom2", RuntimeWarning))
warnings.simplefilter("ignore", RuntimeWarning)
print(emit("quiet", RuntimeWarning))
print(emit("loud", UserWarning))
show(warnings.filters)

# the same filter again moves to the front instead of repeating
warnings.simplefilter("error")
show(warnings.filters)
# append: added at the end unless already present
warnings.simplefilter("always", FutureWarning, append=True)
warnings.simplefilter("always", FutureWarning, append=True)
show(warnings.filters)

warnings.resetwarnings()
warnings.filterwarnings("always")
warnings.filterwarnings("ignore", message=".*quiet")
warnings.filterwarnings("error", message="bad")
print(emit("BAD thing"))          # message patterns ignore case, match at the start
print(emit("not bad"))
print(emit("very quiet"))
print(emit("other"))

warnings.resetwarnings()
warnings.simplefilter("always")
warnings.filterwarnings("error", module="__ma")
print(emit("by module"))
warnings.filterwarnings("ignore", module="other")
print(emit("still by module"))
warnings.filterwarnings("ignore", module="__main__$")
print(emit("ignored by module"))
warnings.resetwarnings()
warnings.simplefilter("always")
warnings.filterwarnings("error", category=UserWarning, lineno=999)
print(emit("line does not match"))
line_here = sys._getframe().f_lineno
warnings.filterwarnings("error", lineno=line_here + 3)
print(emit("line does not match either"))
print(emit("line matches"))

# category subclasses match their bases' filters
class MyWarning(UserWarning):
    pass


warnings.resetwarnings()
warnings.simplefilter("always")
warnings.simplefilter("error", UserWarning)
print(emit("sub", MyWarning))
print(emit("rt", RuntimeWarning))

# the default action when no filter matches
warnings.resetwarnings()
warnings.defaultaction = "error"
print(emit("no filters"))
warnings.defaultaction = "default"

# bad arguments
for call in [lambda: warnings.simplefilter("loud"),
             lambda: warnings.simplefilter("error", lineno=-1),
             lambda: warnings.filterwarnings("error", message=5),
             lambda: warnings.filterwarnings("error", category=5),
             lambda: warnings.filterwarnings("error", category=int),
             lambda: warnings.filterwarnings("error", module=None),
             lambda: warnings.warn("x", 5),
             lambda: warnings.warn("x", int),
             lambda: warnings.warn("x", "UserWarning")]:
    try:
        call()
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, e)

# an unknown action put in the list by hand
warnings.filters.insert(0, ("shout", None, Warning, None, 0))
try:
    warnings.warn("odd")
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
