# ints: big ints, negatives, bool is not an int here, int subclasses, int keys
import json

print(json.dumps([0, -1, 2**63, -2**63 - 1, 10**40, -(10**50)]))
print(json.dumps(2**200))
class I(int):
    def __repr__(self):
        return "I!"
    def __str__(self):
        return "I?"
print(json.dumps([I(5), I(-3)]), json.dumps({I(7): I(8)}))
print(json.dumps([True, False, 1, 0]))
print(json.dumps({True: 1, False: 0, None: 2, 1.5: 3, 10**20: 4, -5: 5}))
print(json.dumps({True: 1, False: 0, None: 2, 1.5: 3, 10**20: 4, -5: 5}, indent=1))
print(json.loads("123456789012345678901234567890"), json.loads("-0"), json.loads("-12"))
print(json.loads("[1e3, 1E3, 1e+3, 1.5e-3, -0.0, 10.25, 0.5]"))
