# finditer: match objects in order, empty matches, laziness
import re

for m in re.finditer(r'\w+', 'hello, big world'):
    print(m.span(), m.group(), m)
print([m.span() for m in re.finditer('x*', 'axxb')])
print([m.group() for m in re.finditer(r'(\d)(\d)?', '1 23 456')])
print([m.groups() for m in re.finditer(r'(\d)(\d)?', '1 23 456')])
it = re.finditer('a', 'banana')
print(next(it).span(), next(it).span(), next(it).span())
try:
    next(it)
except StopIteration:
    print('StopIteration')
print([m.span() for m in re.compile('').finditer('ab', 1)])
print(list(re.finditer('z', 'abc')))
