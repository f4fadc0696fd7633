# loads of every JSON type, and the Python types it gives
import json

for text in ['null', 'true', 'false', '0', '-0', '42', '-17', '3.25', '-0.5', '1e2', '1E-2', '2.5e+3',
             '"str"', '""', '[]', '{}', '[1, "a", null]', '{"a": {"b": [true, false]}}',
             'NaN', 'Infinity', '-Infinity', '12345678901234567890123', '0.1', '1.7976931348623157e308',
             '1e400', '-1e400', '5e-324', '[[[]]]', '{"": ""}']:
    v = json.loads(text)
    print(repr(text), repr(v), type(v).__name__)
d = json.loads('{"b": 1, "a": 2, "b": 3}')
print(d, list(d))
# equal keys of one document are one str object, as CPython's memo makes them
rows = json.loads('[{"name": 1, "caf\\u00e9": 2}, {"name": 3, "caf\\u00e9": 4}]')
print([a is b for a, b in zip(rows[0], rows[1])])
