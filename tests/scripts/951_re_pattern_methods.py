import re
p = re.compile(r'(\w)(\d)?')
b = re.compile(rb'(\w)')
calls = [
    lambda: p.search('ab1', 1), lambda: p.search('ab1', pos=2), lambda: p.search(string='ab1', endpos=1),
    lambda: p.match('ab1', 1, 2), lambda: p.fullmatch('b1'), lambda: p.fullmatch('b1', 0, 1),
    lambda: p.search('ab1', -5, 99), lambda: p.search('ab1', 3, 1), lambda: p.search('ab1', 3),
    lambda: p.findall('ab1c', 1), lambda: p.findall(string='ab1c', pos=0, endpos=3),
    lambda: p.search(), lambda: p.match('a', 0, 1, 2), lambda: p.search('a', foo=1),
    lambda: p.search('a', 'x'), lambda: p.search('a', 1.5), lambda: p.search(None), lambda: p.search(b'a'),
    lambda: p.fullmatch(), lambda: p.findall(), lambda: p.match('a', pos=0, string='a'),
]
for c in calls:
    try:
        r = c()
        print(r, r.pos if isinstance(r, re.Match) else '', r.endpos if isinstance(r, re.Match) else '')
    except Exception as e:
        print(type(e).__name__, e)
m = p.search('xyzab1', 3, 5)
print(m, m.pos, m.endpos, m.span(), m.regs, m.lastindex)
print(list(p.finditer('a1 b c2', 1, 6)))
print([m.span() for m in re.finditer(r'x*', 'axxb')])
print(re.sub(r'(x*)', lambda m: '<%s|%d>' % (m.group(1), m.start()), 'axxb'))
print(re.sub(r'\d', lambda m: None if m.group() == '1' else m.group() * 2, 'a1b2c3', 2))
print(re.subn(r'(\w)', r'\1\1', 'héllo', 3))
s = 'ﬀé€a𝄞bc'
m = re.search(r'(€)(a)(.)', s)
print(m, m.span(), m.span(3), m.group(3), m.groups(), m.regs, m.string is s, m[0])
m = re.search('é+', 'x' + 'é' * 80)
print(m)
print(re.search(b'(a)(b)?', b'xab'), re.search(b'(a)(b)?', b'xab').groups(), re.search(b'(a)(c)?', b'xa').groups(b'-'))
print(re.match('(a)|(b)', 'b').lastindex, re.match('(a)|(b)', 'b').lastgroup, re.match('((a)(b))', 'ab').lastindex, re.match('(?P<x>(a)(b))', 'ab').lastgroup)
print(re.match('a', 'a').lastindex, re.match('a', 'a').groups(), re.match('a', 'a').groupdict(), re.match('a', 'a').regs)
class S(str): pass
m = re.match('(a)', S('ab'))
print(type(m.string).__name__, type(m.group(1)).__name__, m.group(1))
p2 = re.compile(r'(?P<n>a)')
print(p2.search('ba'), p2.groupindex, p2.groups, p2.pattern, p2.flags, p2 == re.compile(r'(?P<n>a)'), hash(p2) == hash(re.compile(r'(?P<n>a)')))
print(type(p2).__mro__[0], re.Pattern.__name__, re.Match.__name__, re.Match.__module__ if hasattr(re.Match, '__module__') else '')
import copy
print(copy.copy(p2) is p2, copy.deepcopy(p2) is p2)
