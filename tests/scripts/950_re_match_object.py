import re, copy
m = re.match(r'(?P<a>x)(y)?(?P<c>z)?', 'xz')
print(m, type(m), type(m.re), type(m).__name__, type(m.re).__name__)
print(isinstance(m, re.Match), isinstance(m.re, re.Pattern), re.Match, re.Pattern)
for g in [0, 1, 2, 3, 'a', 'c', True, -1, 4, 'b', 1.0, None, b'a', [1], 2**70, -2**70]:
    try:
        print(repr(g), m.group(g), m[g] if not isinstance(g, list) else '')
    except Exception as e:
        print(repr(g), type(e).__name__, e)
for f in (m.start, m.end, m.span):
    for g in [0, 2, 'c', 5, 'zz']:
        try:
            print(f.__name__, repr(g), f(g))
        except Exception as e:
            print(f.__name__, repr(g), type(e).__name__, e)
try:
    m.start(group=1)
except Exception as e:
    print(type(e).__name__, e)
try:
    m.span(1, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    m.group(g=1)
except Exception as e:
    print(type(e).__name__, e)
print(m.group(1, 'c', 0, 2))
try:
    m.group(1, 7)
except Exception as e:
    print(type(e).__name__, e)
print(m.groups(), m.groups('-'), m.groups(default=0), m.groupdict(), m.groupdict('?'), m.groupdict(default=1))
try:
    m.groups(1, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    m.groups(dflt=1)
except Exception as e:
    print(type(e).__name__, e)
print(m.lastindex, m.lastgroup, m.regs, m.pos, m.endpos, m.string, m.re)
print(copy.copy(m) is m, copy.deepcopy(m) is m, bool(m))
print(m.expand(r'<\1|\g<c>|\2>'))
try:
    m.expand(r'\9')
except Exception as e:
    print(type(e).__name__, e)
for cls in (re.Match, re.Pattern):
    try:
        cls()
    except Exception as e:
        print(type(e).__name__)
try:
    m.foo = 1
except Exception as e:
    print(type(e).__name__)
try:
    m.pos = 1
except Exception as e:
    print(type(e).__name__)
