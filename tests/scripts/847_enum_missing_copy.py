from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, CONFORM, EJECT, KEEP
import copy
class Color(Enum):
    RED = 1
    GREEN = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(Color("red"), Color("green"))
try:
    Color(5)
except ValueError as e:
    print("ValueError", e)
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.GREEN])[0] is Color.GREEN)
d = {Color.RED: "r", Color.GREEN: "g"}
print(d[Color.RED], Color.RED == Color.RED, Color.RED != Color.GREEN, Color.RED == 1)
print(isinstance(Color.RED, Color), type(Color.RED) is Color, Color.RED.__class__.__name__)
