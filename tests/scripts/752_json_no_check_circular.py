# check_circular=False: a cycle ends in RecursionError instead
import json

a = []
a.append(a)
try:
    json.dumps(a, check_circular=False)
except RecursionError as e:
    print(type(e).__name__)
d = {}
d["d"] = d
try:
    json.dumps(d, check_circular=False)
except RecursionError as e:
    print(type(e).__name__)
print(json.dumps([[1], [2]], check_circular=False))
print(json.dumps({"a": [1]}, check_circular=False, indent=1))
