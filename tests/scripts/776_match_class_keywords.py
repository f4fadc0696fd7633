# Class patterns with keyword sub-patterns: an isinstance check, then the
# attributes by name (a missing attribute is no match).
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Point3(Point):
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        print("  computing area")
        return 3 * self.r * self.r

def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point3(z=0):
            return "on the z=0 plane"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x=x, y=0):
            return f"on the x axis at {x}"
        case Point(x=x, y=y) if x == y:
            return "on the diagonal"
        case Point():
            return "somewhere"
        case Circle(r=r, area=a):
            return f"circle r={r} area={a}"
        case object(missing=_):
            return "has missing?"
        case _:
            return "not a shape"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Point3(1, 2, 0), Point3(0, 0, 4),
          Circle(2), "text", None]:
    print(where(p))

# attributes that are missing make the case fail, not raise
class Half:
    pass
h = Half()
h.a = 1
match h:
    case Half(a=1, b=2):
        print("no")
    case Half(a=a):
        print("only a:", a)

# an attribute getter that raises something else propagates
class Boom:
    @property
    def v(self):
        raise ValueError("boom")
try:
    match Boom():
        case Boom(v=1):
            pass
except ValueError as e:
    print(type(e).__name__, e)

# the class expression may be dotted
class ns:
    P = Point
match Point(4, 5):
    case ns.P(x=4):
        print("dotted class name")

# object() matches anything
match 12:
    case object():
        print("12 is an object")
