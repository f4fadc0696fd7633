# every escape the encoder writes: control characters, quotes, backslash, slash
import json

s = "".join(chr(i) for i in range(0, 32)) + '"\\/ \x7f'
print(json.dumps(s))
print(ascii(json.dumps(s, ensure_ascii=False)))
print(json.dumps("\b\f\n\r\t"))
print(json.dumps({"ke\ny": "va\tl"}))
print(json.dumps(["\\u0041"]))
print(json.loads(json.dumps(s)) == s)
print(json.loads(json.dumps(s, ensure_ascii=False)) == s)
