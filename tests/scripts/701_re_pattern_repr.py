# repr of patterns and flags
import re

print(repr(re.compile('a+')))
print(repr(re.compile('a+', re.IGNORECASE)))
print(repr(re.compile('a', re.I | re.M | re.S | re.X)))
print(repr(re.compile('a', re.A)), repr(re.compile('a', re.U)))
print(repr(re.compile(b'a+', re.I)))
print(repr(re.compile("it's")), repr(re.compile('tab\t')))
print(repr(re.compile('x' * 250)))
print(repr(re.I), repr(re.I | re.M), repr(re.A | re.I), str(re.M), repr(re.X | re.S))
print(repr(re.NOFLAG), repr(re.I | 1024))
print('%s and %r' % (re.I, re.M))
