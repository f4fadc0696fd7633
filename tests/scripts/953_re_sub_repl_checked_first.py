import re
for args in [('x', r'\9', 'abc'), ('x', 5, 'abc'), ('b', 5, 'abc'), ('x', b'a', 'abc'), ('b', b'a', 'abc')]:
    try:
        print(repr(re.sub(*args)))
    except Exception as e:
        print(type(e).__name__, e)
