from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, CONFORM, EJECT, KEEP
import copy
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.673e-11
        return G * self.mass / (self.radius * self.radius)
print(Planet.EARTH, Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 2))
print(Planet((3.303e+23, 2.4397e6)))
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
    def describe(self):
        return self.name, self.value
    @classmethod
    def favorite(cls):
        return cls.CIRCLE
print(Shape.ALIAS_FOR_SQUARE, Shape.DIAMOND.describe(), Shape.favorite(), list(Shape.__members__))
print([m.name for m in reversed(Shape)])
class S(StrEnum):
    A = auto()
    B = "bee"
print(repr(S.A), str(S.A), f"{S.B}", S.A == "a", S("bee"), S.A.upper(), S.A.value, S.B.name, list(S))
class Mixed(str, Enum):
    X = "x"
    Y = "y"
print(repr(Mixed.X), str(Mixed.X), format(Mixed.X), Mixed("y"), Mixed.X == "x", Mixed.X.value)
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3))
Dir = IntEnum("Dir", [("N", 0), ("S", 180)])
print(list(Dir), Dir.S + 0)
Kind = Enum("Kind", {"A": "a", "B": "b"})
print(Kind.A, Kind("b"))
