# re.ASCII and (?a:...): \w \d \s \b limited to ASCII
import re

s = 'é1٣ x_9'
print(re.findall(r'\w', s), re.findall(r'\w', s, re.A), re.findall(r'(?a)\w', s))
print(re.findall(r'(?a:\w)\w', 'éé aé éa'), re.findall(r'(?a:\d+)', '12٣4'))
print(re.findall(r'(?a:\b)x', 'éx x'), re.findall(r'\bx', 'éx x'))
print(re.findall(r'(?a:[\w.])+', 'ab.é'), re.findall(r'(?a:\s)', 'a\u3000b c'))
print(re.compile('(?a:x)').flags, re.compile('x', re.ASCII).flags)
print(re.search(r'\W', 'é', re.A), re.search(r'\S+', ' é ', re.A))
# with IGNORECASE, ASCII patterns fold ASCII letters only (not U+212A KELVIN SIGN, U+017F, é/É)
s = 'K\u212ak S\u017fs Éé Ee aA'
for p in ['k', 's', 'é', '[a-f]+', '[^a-z ]+', '[k-t]', '(e)\\1', '(?-i:k)', 'É']:
    print(p, re.findall(p, s, re.A | re.I), re.findall(p, s, re.I))
print(re.findall('(?a:k)(?a:[k-l])(?a:é)', 'kKé kkÉ', re.I), re.findall('(?i:k)', s, re.A))
