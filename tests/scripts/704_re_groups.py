# numbered groups: group(), groups(), start/end/span of a group, unmatched groups
import re

m = re.match(r'(\w+) (\w+)(?: (\w+))?', 'Isaac Newton, physicist')
print(m.group(0), m.group(1), m.group(2), m.group(3))
print(m.group(1, 2), m.group(2, 1, 0), m.groups(), m.groups('-'))
print(m[0], m[1], m[2], m[3])
print(m.span(1), m.start(2), m.end(2), m.span(3), m.start(3), m.end(3))
print(m.lastindex, m.lastgroup, m.regs)
print(re.match('(a)(b)?', 'a').lastindex, re.match('((a)b)', 'ab').lastindex, re.match('(a)(b*)', 'a').lastindex)
print(re.match('a', 'a').lastindex, re.match('(a)|(b)', 'b').lastindex, re.match('((a))', 'a').lastindex)
print(re.match('(a)(b)(c)', 'abc').groups(), re.compile('(a)(b)(c)').groups)
print(re.match('(a*)(b*)', 'ccc').groups(), re.match('(?:a)(b)', 'ab').groups())
print(re.match('(a)|(b)', 'b').groups(), re.match('(a)|(b)', 'b').groups(0))
print(re.match('((a)|b)+', 'ab').groups())
print(re.search(r'(\d+)-(\d+)', 'tel 12-345').expand(r'\2/\1 [\g<0>]'))
