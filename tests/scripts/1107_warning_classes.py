# the built-in warning categories and their hierarchy
import builtins

names = ["Warning", "UserWarning", "DeprecationWarning", "PendingDeprecationWarning",
         "SyntaxWarning", "RuntimeWarning", "FutureWarning", "ImportWarning",
         "UnicodeWarning", "BytesWarning", "ResourceWarning", "EncodingWarning"]
for n in names:
    cls = getattr(builtins, n)
    print(n, cls.__name__, cls.__module__, [b.__name__ for b in cls.__mro__])
print(sorted(n for n in dir(builtins) if n.endswith("Warning")) == sorted(names))
w = UserWarning("a", 2)
print(repr(w), str(w), w.args, isinstance(w, Exception))
try:
    raise DeprecationWarning("old")
except Warning as e:
    print("caught", type(e).__name__, e)


class Mine(FutureWarning):
    def __init__(self, what):
        super().__init__("mine: " + what)
        self.what = what


m = Mine("x")
print(repr(m), m.what, issubclass(Mine, Warning), issubclass(Warning, Exception))
print(issubclass(RuntimeWarning, RuntimeError), issubclass(DeprecationWarning, PendingDeprecationWarning))
