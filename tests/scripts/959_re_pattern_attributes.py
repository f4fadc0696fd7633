import re
p = re.compile(r'(?P<x>a)(b)(?i:c)', re.M)
print(p.pattern, p.flags, p.groups, p.groupindex, type(p.flags).__name__)
for name in ('pattern', 'flags', 'groups', 'groupindex', 'other'):
    try:
        setattr(p, name, 1)
        print(name, 'set')
    except AttributeError:
        print(name, 'AttributeError')
gi = p.groupindex
try:
    gi['y'] = 5
except TypeError:
    gi = None
print(p.groupindex, p.sub(r'\g<x>!', 'abc'))
b = re.compile(rb'(?P<n>\d)', re.I)
print(b.pattern, b.flags, b.groups, b.groupindex, b.sub(rb'[\g<n>]', b'a1'))
try:
    re.sub('(?P<n>a)', r'\g<m>', 'a')
except IndexError as e:
    print('IndexError', e)
print(re.compile('(?x) a b').flags, re.compile('(?s)a').flags, re.compile('a', re.A).flags)
print(re.match('(a)', 'a').expand(r'[\1]'), re.match(b'(a)', b'a').expand(rb'[\1]'))
