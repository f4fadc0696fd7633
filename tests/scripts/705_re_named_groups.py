# named groups: (?P<name>...), (?P=name), groupdict, groupindex, lastgroup
import re

p = re.compile(r'(?P<first>\w+) (?P<last>\w+)(?P<rest> .*)?')
print(p.groupindex, p.groups)
m = p.match('Malcolm Reynolds')
print(m.group('first'), m.group('last'), m['first'], m.group('first', 'last', 2))
print(m.groupdict(), m.groupdict('?'))
print(m.span('last'), m.start('first'), m.end('last'), m.lastgroup, m.lastindex)
print(re.match(r'(?P<x>a)(?P=x)', 'aa'), re.match(r'(?P<x>a)(?P=x)', 'ab'))
print(re.match(r'(?P<q>[\'"]).*?(?P=q)', '"it\'s" end'))
print(re.match(r'(?P<a>x)|(?P<b>y)', 'y').lastgroup, re.match(r'(?P<a>x)(y)', 'xy').lastgroup)
print(re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'a bc'))
print(re.match('(?P<ünï>x)', 'x').groupdict())
print(p.groupindex == {'first': 1, 'last': 2, 'rest': 3})
