# JSONDecoder.raw_decode / decode, JSONEncoder.encode / iterencode
import json

dec = json.JSONDecoder()
print(dec.raw_decode('[1, 2] tail'), dec.raw_decode('xx{"a": 1}yy', 2))
print(dec.raw_decode('"s"'), dec.decode('  [3]  '))
for args in (('  [1]',), ('[1]', 5), ('abc',)):
    try:
        print(dec.raw_decode(*args))
    except json.JSONDecodeError as e:
        print(type(e).__name__, e)
enc = json.JSONEncoder(sort_keys=True, indent=1)
print(enc.encode({"b": [1, 2], "a": None}))
chunks = list(enc.iterencode({"b": [1, 2], "a": None}))
print(len(chunks) > 3, "".join(chunks) == enc.encode({"b": [1, 2], "a": None}))
print(list(json.JSONEncoder().iterencode([1, "x", {"k": 2.5}])))
print("".join(json.JSONEncoder(separators=(",", ":")).iterencode({"a": [1, {"b": []}]})))
print(json.JSONEncoder().encode("\u00e9"), json.JSONEncoder(ensure_ascii=False).encode("\u00e9") == '"\u00e9"')
e = json.JSONEncoder(skipkeys=True, allow_nan=False, check_circular=False, default=str)
print(e.skipkeys, e.allow_nan, e.check_circular, e.encode([{(1,): 2}, object.__new__(object).__class__]))
print(isinstance(json.JSONEncoder(), object), json.JSONEncoder.item_separator, json.JSONEncoder.key_separator)
class Sorted(json.JSONEncoder):
    def __init__(self, **kw):
        kw["sort_keys"] = True
        super().__init__(**kw)
print(json.dumps({"z": 1, "a": 2}, cls=Sorted), json.dumps({"z": 1, "a": 2}, cls=Sorted, indent=0))
class MyDec(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=lambda d: ("obj", sorted(d)), **kw)
print(json.loads('{"b": {"c": 1}, "a": 2}', cls=MyDec))
print(json.loads('[1.5]', cls=MyDec, parse_float=str))
# bad arguments: separators that are not str, a document that is not one, negative index
for kw in ({"separators": (1, ",")}, {"separators": (",", 2)}, {"indent": 2.5}, {"separators": (",", 2), "indent": 1}):
    try:
        print(json.dumps({"a": [1]}, **kw))
    except TypeError as e:
        print(type(e).__name__, e)
for args in ((None,), ([1],), ("[1]", -1), ("[1]", 10)):
    try:
        json.JSONDecoder().raw_decode(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for kw in ({"foo": 1},):
    try:
        json.loads("[1]", **kw)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        json.dumps([1], **kw)
    except TypeError as e:
        print(type(e).__name__, e)
