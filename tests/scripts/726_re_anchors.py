# ^ $ \A \Z \b under MULTILINE, with trailing newlines
import re

s = 'one\ntwo\nthree\n'
print(re.findall('^\\w+', s), re.findall('^\\w+', s, re.M), re.findall('\\w+$', s), re.findall('\\w+$', s, re.M))
print(re.search('three$', s), re.search('three\\Z', s), re.search('three\\n\\Z', s))
print([m.span() for m in re.finditer('$', s, re.M)], [m.span() for m in re.finditer('^', s, re.M)])
print([m.span() for m in re.finditer('$', 'a\n')], [m.span() for m in re.finditer('\\A', 'ab')])
print(re.sub('(?m)^', '> ', 'a\nb\n'), re.sub('$', '!', 'a\n'))
print(re.split('^', 'a\nb', flags=re.M), re.findall(r'\b', 'ab cd'))
