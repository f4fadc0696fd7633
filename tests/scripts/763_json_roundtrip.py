# round trips: loads(dumps(x)) == x for JSON-shaped data, with every option
import json
import random

random.seed(7)
def make(depth):
    r = random.random()
    if depth > 3 or r < 0.3:
        return random.choice([None, True, False, random.randrange(-10**6, 10**6), random.random() * 1e6 - 5e5,
                              "s%d" % random.randrange(100), "\u00e9\U0001f600\n\"", 2**70, -0.0, ""])
    if r < 0.65:
        return [make(depth + 1) for _ in range(random.randrange(5))]
    return {"k%d" % random.randrange(20): make(depth + 1) for _ in range(random.randrange(5))}

ok = 0
for i in range(200):
    x = make(0)
    for kw in ({}, {"indent": 2}, {"ensure_ascii": False}, {"sort_keys": True, "separators": (",", ":")}):
        s = json.dumps(x, **kw)
        if json.loads(s) == x and json.dumps(json.loads(s), **kw) == s:
            ok += 1
        else:
            print("mismatch", i, kw, s)
print(ok)
x = make(0)
print(json.dumps(x))
floats = [0.1, 1 / 3, 1e-310, 2.0 ** 60, 123.456e78, -9.87654321e-5]
print(json.loads(json.dumps(floats)) == floats, json.dumps(floats))
