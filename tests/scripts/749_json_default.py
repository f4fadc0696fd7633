# default: a function, a JSONEncoder subclass, results that need default again, errors
import json

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

def to_json(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("no way: " + type(o).__name__)

print(json.dumps([Point(1, 2), {3, 1, 2}], default=to_json))
print(json.dumps({"p": Point(0, Point(5, 6))}, default=to_json, indent=2))

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex if False else Point):
            return [o.x, o.y]
        return super().default(o)

print(Enc().encode({"a": Point(1, 1)}))
print(json.dumps(Point(3, 4), cls=Enc))
print(json.dumps([Point(3, 4)], cls=Enc, indent=1))
for v in ({1, 2}, b"bytes", object, Point):
    try:
        json.dumps(v)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    json.dumps([frozenset()], cls=Enc)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps([Point(0, 0)], default=lambda o: 1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    json.dumps({"a": [1, {2}]}, default=to_json, indent=1)
    print(json.dumps({"a": [1, {2}]}, default=to_json, indent=1))
except TypeError as e:
    print(type(e).__name__, e)
