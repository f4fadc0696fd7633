# __init_subclass__ as a registry with keyword arguments, and __class_getitem__
class Shape:
    registry = {}
    def __init_subclass__(cls, /, sides=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.sides = sides
        Shape.registry[cls.__name__] = sides

class Triangle(Shape, sides=3):
    pass
class Square(Shape, sides=4):
    pass
class Blob(Shape):
    pass
class RightTriangle(Triangle, sides=3):
    pass
print(sorted(Shape.registry.items(), key=lambda kv: kv[0]))
print(Triangle.sides, Blob.sides, RightTriangle.sides, hasattr(Shape, "sides"))

class Mixin:
    def __init_subclass__(cls, **kwargs):
        print("Mixin sees", cls.__name__, sorted(kwargs))
        super().__init_subclass__(**kwargs)
class Tagged:
    def __init_subclass__(cls, tag="none", **kwargs):
        print("Tagged sees", cls.__name__, tag)
        super().__init_subclass__(**kwargs)
class Both(Mixin, Tagged, tag="t1"):
    pass
class Again(Both):
    pass

class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item!r}]"
class SubBox(Box):
    pass
print(Box[int], SubBox[str], Box[3], Box["a", 1])
print(type(Box.__dict__["__class_getitem__"]).__name__, type(Shape.__dict__["__init_subclass__"]).__name__)

class Explicit:
    @classmethod
    def __init_subclass__(cls, **kw):
        print("explicit classmethod", cls.__name__, kw)
class E1(Explicit, x=1):
    pass
try:
    class E2(Explicit, x=1, y=2):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    class E3(Shape, sides=1, colour="red"):
        pass
except TypeError as e:
    print("TypeError", e)
