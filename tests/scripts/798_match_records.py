# A record class built from its __annotations__ (as dataclasses do), with
# __match_args__ from the annotated fields: construction, equality and
# class patterns by position and keyword.
def record(cls):
    names = tuple(cls.__annotations__)
    defaults = {n: cls.__dict__[n] for n in names if n in cls.__dict__}
    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            raise TypeError(f"{cls.__name__}() takes {len(names)} arguments")
        for n, v in zip(names, args):
            setattr(self, n, v)
        for n in names[len(args):]:
            if n in kwargs:
                setattr(self, n, kwargs[n])
            elif n in defaults:
                setattr(self, n, defaults[n])
            else:
                raise TypeError(f"missing {n}")
    def __eq__(self, other):
        return type(other) is type(self) and all(getattr(self, n) == getattr(other, n) for n in names)
    def __repr__(self):
        return f"{cls.__name__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in names) + ")"
    cls.__init__, cls.__eq__, cls.__repr__ = __init__, __eq__, __repr__
    cls.__match_args__ = names
    return cls

@record
class Point:
    x: int
    y: int = 0

@record
class Rect:
    corner: Point
    width: float
    height: float = 1.0

print(Point.__match_args__, Rect.__match_args__)
print(Point(1), Point(1, 2) == Point(1, 2), Rect(Point(0), 3))

def describe(shape):
    match shape:
        case Rect(Point(0, 0), w, h) if w == h:
            return f"square at the origin, side {w}"
        case Rect(Point(x, y), w, height=1.0):
            return f"unit-high rect at {x},{y} of width {w}"
        case Rect(corner=Point(y=0) as c):
            return f"rect on the x axis at {c}"
        case Point(x, y) if x == y:
            return "diagonal point"
        case Point():
            return "point"
        case _:
            return "unknown"
for s in [Rect(Point(0, 0), 2.0, 2.0), Rect(Point(1, 2), 5), Rect(Point(3, 0), 1, 7), Point(4, 4), Point(1, 2), 5]:
    print(s, "->", describe(s))

# value patterns against records use __eq__
class Consts:
    ORIGIN = Point(0, 0)
match Point(0, 0):
    case Consts.ORIGIN:
        print("equal to Consts.ORIGIN")
