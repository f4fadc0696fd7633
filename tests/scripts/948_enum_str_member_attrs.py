# Members of str-based enumerations (StrEnum, class E(str, Enum)) take
# attributes set in __init__, in a custom __new__, or later.
import enum


class Planet(str, enum.Enum):
    EARTH = 'earth', 1.0
    MARS = 'mars', 0.38

    def __new__(cls, value, gravity):
        obj = str.__new__(cls, value)
        obj._value_ = value
        obj.gravity = gravity
        return obj

    def __init__(self, value, gravity):
        self.label = value.title()

    def weight(self, mass):
        return round(mass * self.gravity, 2)


print(Planet.EARTH, repr(Planet.MARS), Planet.MARS.gravity, Planet.MARS.label, Planet.MARS.weight(100))
print(Planet('mars') is Planet.MARS, Planet.MARS.upper(), Planet.MARS == 'mars')


class Color(str, enum.Enum):
    RED = 'r'
    BLUE = 'b'

    def __init__(self, code):
        self.code2 = code * 2


print(Color.RED.code2, Color.BLUE.code2, Color.RED.name, Color.RED.value)


class Mode(enum.StrEnum):
    READ = enum.auto()
    WRITE = 'w'


Mode.READ.note = 'set later'
print(Mode.READ.note, Mode.READ, Mode.WRITE, f"{Mode.WRITE}!", len(Mode.READ))
try:
    Mode.WRITE.note
except AttributeError as e:
    print(type(e).__name__, e)
for attr in ('name', 'value'):
    try:
        setattr(Mode.READ, attr, 'x')
    except AttributeError as e:
        print(type(e).__name__)
print(Mode.READ.name, Mode.READ.value)



# a str subclass that also inherits a class with an instance dict: reading
# its __dict__ must never look outside the object (fpy gives no dict)
class Base:
    pass


class Mixed(str, Base):
    pass


for obj in (Mixed('x'), Color.RED, Mode.READ):
    try:
        ok = isinstance(obj.__dict__, dict)
    except AttributeError:
        ok = True
    print(type(obj).__name__, ok)
