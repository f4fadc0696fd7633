# JSONDecodeError: a ValueError with msg, doc, pos, lineno, colno; made directly too
import json

print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
e = json.JSONDecodeError("Boom", "ab\ncd\nef", 7)
print(e, "|", e.msg, repr(e.doc), e.pos, e.lineno, e.colno, e.args)
e = json.JSONDecodeError("At start", "", 0)
print(e, e.lineno, e.colno)
try:
    json.loads('{"a": [1, 2,, 3]}')
except ValueError as err:
    print(type(err).__name__, isinstance(err, json.JSONDecodeError), err.args)
    print(err.msg, err.pos, err.lineno, err.colno, err.doc)
try:
    raise json.JSONDecodeError("custom", "x\ny", 2)
except json.JSONDecodeError as err:
    print(str(err))
