# empty matches next to other matches (Python 3.7 rules) in sub, findall, split, finditer
import re

for pat in ['x*', 'x?', '', r'\b', '(?=b)', 'b*', '|b']:
    s = 'abxbb'
    print(repr(pat), re.sub(pat, '-', s), re.findall(pat, s), re.split(pat, s),
          [m.span() for m in re.finditer(pat, s)])
print(re.subn('', '-', ''), re.subn('a*', '-', 'baac'), re.sub('(?m)$', ';', 'a\nb'))
print(re.sub('x*', '-', 'abxd', count=3), re.split('x*', 'axbxc', maxsplit=2))
