# deep documents: fine to a few hundred levels, RecursionError far beyond the limit
import json

for n in (100, 500):
    v = json.loads("[" * n + "]" * n)
    depth = 0
    while v:
        v = v[0]
        depth += 1
    print(n, depth)
    print(len(json.dumps(json.loads('{"a":' * n + "1" + "}" * n))))
for text in ("[" * 100000 + "]" * 100000, '{"a":' * 100000 + "1" + "}" * 100000):
    try:
        json.loads(text)
    except RecursionError as e:
        print(type(e).__name__, e)
x = []
for i in range(100000):
    x = [x]
try:
    json.dumps(x)
except RecursionError as e:
    print(type(e).__name__, e)
