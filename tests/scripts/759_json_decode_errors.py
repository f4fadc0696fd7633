# every JSONDecodeError message, with its position
import json

bad = ['', ' ', '[', '[1', '[1,', '[1,]', '[1 2]', '{', '{"a"', '{"a":', '{"a" 1}', '{"a":1 "b":2}',
       '{"a":1,}', '{1: 2}', "{'a': 1}", '{"a":1,"b"}', '"abc', '"abc\\', '"a\\xb"', '"\\u12"', '"\\u12zz"',
       '"\\uzzzz"', '"\\ud800\\uzzzz"', '"\\u1234', '"a\x01b"', '"\x1f"', '1 2', '[] []', '{}x', 'nul', 'tru',
       'fals', 'Nan', 'inf', '-', '-x', '.5', '01', '1.', '1e', '1e+', '-Infinityx', '[-]', '+1', 'x',
       '[1,,2]', '{"a":1}}', '"\\', '["a"\n,\n"b"\n"c"]', '\ufeff[]', '"\\ud83d\\ude0"', '"\\ud83d\\u"']
for text in bad:
    try:
        v = json.loads(text)
        print(repr(text), "->", v)
    except json.JSONDecodeError as e:
        print(repr(text), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
