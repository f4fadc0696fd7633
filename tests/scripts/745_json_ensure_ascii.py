# ensure_ascii on and off: non-ASCII, non-BMP (surrogate pairs), DEL, lone surrogates
import json

samples = ["caf\u00e9", "\u4e2d\u6587", "\U0001f600 smile", "\x7f", "\u2028\u2029", "\ud800", "a\udfffb",
           "\U00010000\U0010ffff", "\u0100\uffff"]
for s in samples:
    print(json.dumps(s))
    r = json.dumps(s, ensure_ascii=False)
    print(ascii(r), len(r))
print(json.dumps({"\u00e9": ["\U0001f600"]}))
print(ascii(json.dumps({"\u00e9": ["\U0001f600"]}, ensure_ascii=False)))
print(ascii(json.dumps({"\u00e9": ["\U0001f600"]}, ensure_ascii=False, indent=1)))
print(json.dumps({"\u00e9": ["\U0001f600"]}, indent=1))
