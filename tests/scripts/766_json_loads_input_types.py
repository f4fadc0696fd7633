# loads accepts str and UTF-8 bytes; other types are a TypeError; a BOM in a str is an error
import json

print(json.loads(b'{"a": [1, "\xc3\xa9"]}') == {"a": [1, "\u00e9"]})
print(json.loads(b'\xef\xbb\xbf[1, 2]'))
print(json.loads(b'"x"'), json.loads(b' 3 '))
for v in (None, 1, 1.5, [], {}, ("[]",)):
    try:
        json.loads(v)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    json.loads('\ufeff{}')
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
class S(str):
    pass
print(json.loads(S('[1, {"k": "v"}]')))
