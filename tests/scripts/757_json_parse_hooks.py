# parse_float, parse_int, parse_constant get the exact text
import json

print(json.loads('[1.10, 2, 3e2, -0.0]', parse_float=repr))
print(json.loads('[1.10, 2, -30, 10000000000000000000000]', parse_int=lambda s: "int:" + s))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=float))
print(json.loads('[NaN, Infinity, -Infinity, 1]', parse_constant=lambda s: "const " + s))
v = json.loads('[NaN, Infinity, -Infinity]')
print(v, [x != x for x in v])
try:
    json.loads('[1.5]', parse_float=int)
except ValueError as e:
    print(type(e).__name__, e)
def no_constants(name):
    raise ValueError("not allowed: " + name)
try:
    json.loads('{"a": NaN}', parse_constant=no_constants)
except ValueError as e:
    print(type(e).__name__, e)
dec = json.JSONDecoder(parse_int=str)
print(dec.parse_int is str, dec.parse_float is float, dec.decode('[7, 7.5]'))
