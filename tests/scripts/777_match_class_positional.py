# Positional class sub-patterns go through __match_args__.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

class Named(Point):
    pass  # inherits __match_args__

def f(p):
    match p:
        case Point3(0, 0, 0):
            return "3d origin"
        case Point3(x, y, z=9):
            return f"3d with z=9 at {x},{y}"
        case Point(0, 0):
            return "origin"
        case Point(x, 0):
            return f"x axis {x}"
        case Point(0, y=y):
            return f"y axis {y}"
        case Point(x):
            return f"some point with x={x}"
for p in [Point3(0, 0, 0), Point3(1, 2, 9), Point3(1, 2, 3), Point(0, 0), Point(5, 0), Point(0, 6), Point(7, 8),
          Named(0, 0)]:
    print(p, f(p))

# __match_args__ may be a class attribute set later, or on the instance's class only
class Late:
    def __init__(self):
        self.a, self.b = "A", "B"
Late.__match_args__ = ("b", "a")
match Late():
    case Late(first, second):
        print("Late:", first, second)

# nested class patterns
class Line:
    __match_args__ = ("start", "end")
    def __init__(self, start, end):
        self.start, self.end = start, end
match Line(Point(0, 0), Point(3, 4)):
    case Line(Point(0, 0), Point(x, y)):
        print("line from origin to", x, y)

# a positional sub-pattern for an attribute that does not exist is no match
class Ghost:
    __match_args__ = ("nothing",)
match Ghost():
    case Ghost(_):
        print("no")
    case Ghost():
        print("Ghost() matched without sub-patterns")
