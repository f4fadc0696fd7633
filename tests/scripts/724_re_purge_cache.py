# the pattern cache: same object for the same pattern, purge
import re

a = re.compile('cache[0-9]+')
print(a is re.compile('cache[0-9]+'), a is re.compile('cache[0-9]+', re.I))
re.purge()
b = re.compile('cache[0-9]+')
print(a == b, b.search('x cache12').group())
for i in range(1000):
    re.compile('p%d' % i)
print(re.match('p999', 'p999').group(), re.compile('p0').pattern)
print(re.compile('a') is not re.compile(b'a'))
