# patterns with many groups and long subjects
import re

p = re.compile(''.join('(%s)' % chr(97 + i % 26) for i in range(60)))
s = ''.join(chr(97 + i % 26) for i in range(60))
m = p.match(s)
print(p.groups, m.group(60), m.span(42), len(m.groups()), m.lastindex)
print(re.search(r'(\w)\g<1>' if False else r'(\w)\1', 'ab' * 1000 + 'cc').span())
text = 'word ' * 20000
print(len(re.findall(r'\w+', text)), re.subn('o', '0', text)[1], len(re.split(' ', text)))
print(re.search('x', 'a' * 100000 + 'x').start())
print(len(re.findall('', 'a' * 1000)))
