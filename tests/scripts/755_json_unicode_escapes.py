# \u escapes: BMP, surrogate pairs, lone and reversed surrogates, upper/lower hex
import json

tests = [r'"\u0041\u00e9\u4E2D"', r'"\ud83d\ude00"', r'"\uD83D\uDE00x"', r'"\ud800"', r'"\udc00"',
         r'"\ud800\u0041"', r'"\udc00\ud800"', r'"\ud800\ud800\udc00"', r'"a\ud800b"', r'"\u0000"',
         r'"\/\b\f\n\r\t\"\\"', '"caf\u00e9 \U0001f600"', r'"\ud83d\ude00\ud83d\ude01"']
for t in tests:
    v = json.loads(t)
    print(t, ascii(v), len(v))
print(json.loads(r'["\ud834\udd1e", {"\u00e9": "\u00e8"}]') == ["\U0001d11e", {"\u00e9": "\u00e8"}])
s = json.dumps("\U0001d11e")
print(s, ascii(json.loads(s)))
