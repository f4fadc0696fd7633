# object_hook and object_pairs_hook (pairs win when both are given)
import json

text = '{"a": 1, "b": {"c": [{"d": 2}]}, "a": 3}'
print(json.loads(text, object_hook=lambda d: sorted(d.items())))
print(json.loads(text, object_pairs_hook=lambda p: p))
print(json.loads(text, object_pairs_hook=tuple, object_hook=len))
class Obj:
    def __init__(self, d):
        self.__dict__.update(d)
    def __repr__(self):
        return "Obj(%s)" % sorted(self.__dict__)
print(json.loads(text, object_hook=Obj))
print(json.loads('{}', object_pairs_hook=list), json.loads('[{}]', object_hook=lambda d: "E"))
dec = json.JSONDecoder(object_pairs_hook=lambda p: dict(reversed(p)))
print(dec.decode('{"x": 1, "y": 2}'))
def bad(d):
    raise KeyError("hook failed")
try:
    json.loads('[{"a": 1}]', object_hook=bad)
except KeyError as e:
    print(type(e).__name__, e)
