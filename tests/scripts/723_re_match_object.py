# Match objects: repr, bool, attributes
import re

m = re.search('abc', 'xxabcxx')
print(m, repr(m), bool(m), m.string, m.re, m.pos, m.endpos)
print(re.match('a*', 'a' * 100))
print(re.match('', 'x'), re.search(b'b', b'abc'))
print(re.match('(.)', "'"), re.match('.', '\n', re.S), re.match('é', 'é'))
m = re.match('(a)(b)', 'ab')
print(m[1], m['0' if False else 0], m.span(), m.regs, type(m).__name__, type(m.re).__name__)
print(isinstance(m, re.Match), isinstance(m.re, re.Pattern))
if re.match('z', 'abc'):
    print('unexpected')
else:
    print('no match is None')
