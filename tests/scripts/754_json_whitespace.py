# whitespace: the four JSON blanks anywhere between tokens; others are errors
import json

print(json.loads(' \t\n\r[ 1 ,\n2\t, { "a" \r: \n3 } ] \n\t '))
print(json.loads('\n\n  "x"  \n'))
print(json.loads('{\n  "a": [\n    1,\n    2\n  ]\n}\n'))
for text in ['\x0b1', '1\x0c', '[1,\u00a02]', '\u30001', '[\x001]']:
    try:
        print(json.loads(text))
    except json.JSONDecodeError as e:
        print(repr(text), type(e).__name__, e)
