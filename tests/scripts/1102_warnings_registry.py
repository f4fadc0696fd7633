# "once per location": the default action shows a warning once per
# (message, category, line) and records it in the module's
# __warningregistry__; "once", "module" and "always"; changing the filters
# clears the registries; warn_explicit with its own registry and module
import warnings

log = []
warnings.showwarning = lambda m, c, f, l, file=None, line=None: log.append("%s:%s" % (m, l))


def taken():
    r = list(log)
    del log[:]
    return r


def at_a():
    warnings.warn("repeat")


def at_b():
    warnings.warn("repeat")


def loop(action):
    warnings.resetwarnings()
    if action:
        warnings.simplefilter(action)
    for i in range(3):
        at_a()
        at_b()
        warnings.warn("msg %d" % (i % 2))
    return taken()


print("default:", loop(None))
print("default:", loop("default"))
print("once:", loop("once"))
print("module:", loop("module"))
print("always:", loop("always"))

# the registry: (text, category, lineno) -> True, and the filters' version
warnings.resetwarnings()
for i in range(2):
    at_a()
keys = sorted((k for k in __warningregistry__ if k != "version"), key=repr)
print(keys, type(__warningregistry__.get("version")).__name__)
print(taken())

# a change to the filters clears the registries: shown again
for i in range(2):
    at_a()
print(taken())
warnings.simplefilter("default")
at_a()
print(taken())
warnings.filters[:] = warnings.filters  # not through the API: no reset
at_a()
print(taken())
warnings._filters_mutated()
at_a()
print(taken())

# warn_explicit: its own registry, the module from the filename
warnings.resetwarnings()
reg = {}
for i in range(2):
    warnings.warn_explicit("explicit", UserWarning, "some/file.py", 10, registry=reg)
print(taken(), sorted(k for k in reg if k != "version"))
for i in range(2):
    warnings.warn_explicit("explicit", UserWarning, "some/file.py", 10)  # no registry: every time
print(taken())
warnings.filterwarnings("error", module="some/file$")
for name in ("some/file.py", "some/file.PY"):
    try:
        warnings.warn_explicit("by module name", UserWarning, name, 1)
    except UserWarning as e:
        print("raised", e)
warnings.warn_explicit("module given", UserWarning, "some/file.py", 1, module="mymod")
print(taken())
try:
    warnings.warn_explicit("x", UserWarning, "f.py", 1, registry=[])
except TypeError as e:
    print("TypeError", e)
warnings.resetwarnings()
warnings.warn_explicit(UserWarning("instance"), RuntimeWarning, "f.py", 12)
print(taken())
try:
    warnings.warn_explicit("x", UserWarning, "f.py", "12")
except TypeError as e:
    print("TypeError", e)

# "once" keeps its own registry across modules and lines
warnings.resetwarnings()
warnings.simplefilter("once")
warnings.warn_explicit("o", UserWarning, "x.py", 1, registry={})
warnings.warn_explicit("o", UserWarning, "y.py", 2, registry={})
warnings.warn_explicit("o", RuntimeWarning, "y.py", 2, registry={})
print(taken(), sorted((k[0], k[1].__name__) for k in warnings.onceregistry))

# what each action records in a given registry (values True), and in none
def probe(action, calls):
    warnings.resetwarnings()
    warnings.simplefilter(action)
    reg = {}
    for text, line, use_reg in calls:
        try:
            warnings.warn_explicit(text, UserWarning, "f.py", line, registry=reg if use_reg else None)
        except UserWarning:
            log.append("raised")
    keys = sorted((tuple(x.__name__ if isinstance(x, type) else x for x in k), v)
                  for k, v in reg.items() if k != "version")
    print(action, keys, taken())


probe("ignore", [("i", 1, True)])
probe("error", [("e", 1, True)])
probe("once", [("o", 1, True), ("o", 2, True), ("o2", 1, False), ("o2", 2, False)])
probe("module", [("m", 1, True), ("m", 2, True), ("m", 1, False), ("m", 1, False)])
probe("always", [("a", 1, True), ("a", 1, True)])
probe("default", [("d", 1, True), ("d", 1, True), ("d", 2, True), ("d", 1, False), ("d", 1, False)])
print(sorted(k for k in warnings.onceregistry if k != "version"), "version" in warnings.onceregistry)
