# floats: repr digits, exponents, inf and nan (allow_nan), float subclasses
import json

vals = [0.0, -0.0, 1.0, 0.1, 1/3, 2.5e-8, 1e22, 1e16, 123456789.123, 5e-324, 1.7976931348623157e308,
        float("inf"), float("-inf"), float("nan")]
print(json.dumps(vals))
print(json.dumps(vals, indent=1))
class F(float):
    def __repr__(self):
        return "F!"
    def __str__(self):
        return "F?"
print(json.dumps([F(1.25), F(2)]), json.dumps({F(0.5): F(3)}))
for kw in ({}, {"indent": 2}):
    for v in (float("inf"), [float("-inf")], {"k": float("nan")}, {float("inf"): 1}):
        try:
            print(json.dumps(v, allow_nan=False, **kw))
        except ValueError as e:
            print(type(e).__name__, e)
print(json.dumps({float("nan"): 1, float("inf"): 2, -1.5: 3}))
print(json.dumps(1.0, allow_nan=False))
