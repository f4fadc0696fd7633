import re
class S(str): pass
for pat, f, s in [('a', lambda m: 5, 'xa'), ('a', lambda m: b'x', 'a'), (b'a', lambda m: 'x', b'a'), ('a', lambda m: None, 'bab'),
                  ('a', lambda m: S('Q'), 'a'), (b'a', lambda m: bytearray(b'z'), b'a'), ('a', lambda m: 1 / 0, 'a'), ('z', lambda m: 5, 'a')]:
    try:
        print(repr(re.sub(pat, f, s)))
    except Exception as e:
        print(type(e).__name__, e)
