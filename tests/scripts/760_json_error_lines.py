# lineno and colno count lines from 1 and columns from 1 after the last newline
import json

docs = ['{\n  "a": 1,\n  "b": 2\n  "c": 3\n}', '[\n1,\n2,\n]', '\n\n\n   x', '{"a":\n\n\n"b" 1}',
        '[\r\n1\r\n2]', '"multi\nline"', '[1]\n\n[2]', 'caf\u00e9', '["\u00e9\u00e9", x]', '["\U0001f600", ?]']
for d in docs:
    try:
        json.loads(d)
    except json.JSONDecodeError as e:
        print(e.msg, "| line", e.lineno, "col", e.colno, "pos", e.pos, "|", repr(e.doc[e.pos:e.pos + 3]))
