# Value patterns: dotted names, compared with ==.
class Color:
    RED = 1
    GREEN = 2
    BLUE = 3
    class Shade:
        DARK = "dark"

class Config:
    limit = 10

def name(c):
    match c:
        case Color.RED:
            return "red"
        case Color.GREEN | Color.BLUE:
            return "green or blue"
        case Color.Shade.DARK:
            return "dark"
        case _:
            return "unknown"
for c in [1, 2, 3, "dark", 4]:
    print(c, name(c))

# the value is looked up each time the case is tried
cfg = Config()
def check(v):
    match v:
        case cfg.limit:
            return "at limit"
        case _:
            return "not at limit"
print(check(10))
cfg.limit = 20
print(check(10), check(20))

# attribute lookups that fail raise
class Empty:
    pass
e = Empty()
try:
    match 1:
        case e.missing:
            pass
except AttributeError as ex:
    print(type(ex).__name__, ex)

# __eq__ of the subject's side decides
class Loud:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("  compare", self.v, "with", other)
        return self.v == other
class Holder:
    target = 5
match Loud(5):
    case Holder.target:
        print("Loud(5) == 5")
match Loud(6):
    case Holder.target:
        print("wrong")
    case _:
        print("Loud(6) != 5")
