# subclasses of dict, list, tuple and str encode as their base; enum-like ints
import json

class D(dict):
    def items(self):
        return sorted(super().items(), reverse=True)
class L(list):
    def __iter__(self):
        return iter(["from-iter"])
class T(tuple):
    pass
class S(str):
    def __str__(self):
        return "not used"
class B(int):
    pass
print(json.dumps(D(a=1, b=2)), json.dumps(D(a=1, b=2), indent=1))
print(json.dumps(L([1, 2])), json.dumps(L([1, 2]), indent=1))
print(json.dumps(T((1, 2))), json.dumps([S("s\u00e9")]), json.dumps({S("k"): B(5)}))
print(json.dumps(D()), json.dumps(L()), json.dumps(T()))
print(json.dumps([D(x=L([0])), T((D(),))]))
from collections import OrderedDict
print(json.dumps(OrderedDict([("z", 1), ("a", 2)])))
print(json.loads('{"z": 1, "a": 2}', object_pairs_hook=OrderedDict))
