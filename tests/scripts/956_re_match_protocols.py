import re
m = re.match('(a)', 'ab')
print(hash(m) == hash(m), m == m, m != re.match('(a)', 'ab'), {m: 1}[m], m in {m})
p = re.compile('x(y)')
print(hash(p) == hash(re.compile('x(y)')), p == re.compile('x(y)'), p != re.compile('x'), {p: 2}[re.compile('x(y)')])
print(dir(m) == sorted(dir(m)), [n for n in ('group', 'groups', 'span', 'lastindex', 'regs', 'expand') if n in dir(m)])
print(type(m.group), m.group.__name__)
for a in ('foo', 'group_', '_offs'):
    try:
        getattr(m, a)
    except AttributeError as e:
        print('AttributeError', e)
try:
    len(m)
except TypeError as e:
    print('TypeError', e)
for f in (iter, list, tuple):
    try:
        f(m)
    except TypeError as e:
        print('TypeError', e)
try:
    for x in m:
        pass
except TypeError as e:
    print('TypeError', e)
