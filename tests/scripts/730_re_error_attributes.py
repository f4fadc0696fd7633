# re.error: msg, pattern, pos, lineno, colno; constructing it directly
import re

try:
    re.compile('abc\n  de(f\n')
except re.error as e:
    print(str(e), '|', e.msg, e.pos, e.lineno, e.colno, repr(e.pattern))
try:
    re.compile(b'a\nb[')
except re.error as e:
    print(str(e), '|', e.pos, e.lineno, e.colno)
e = re.error('boom')
print(str(e), e.msg, e.pattern, e.pos, e.lineno, e.colno, e.args)
e = re.error('boom', 'a\nbc', 3)
print(str(e), e.lineno, e.colno, e.args)
print(re.error.__name__, re.error.__mro__[1].__name__)
