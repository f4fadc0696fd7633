# strict: control characters inside strings
import json

raw = '["tab\there", "nl\nthere", "nul\x00"]'
try:
    json.loads(raw)
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
print(ascii(json.loads(raw, strict=False)))
print(ascii(json.JSONDecoder(strict=False).decode('{"k\x1f": "\x01"}')))
try:
    json.JSONDecoder(strict=True).decode('"a\x1fb"')
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
print(json.loads('"\x7f"') == "\x7f")
