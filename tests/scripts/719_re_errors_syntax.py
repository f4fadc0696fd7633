# bad patterns: re.error with CPython's message, pattern and position
import re

bad = ['(', '(a', 'a)', '*', '+a', 'a**', 'a*+*', '?', '{1}', '[a', '[', '[^', '[]',
       r'\q', '\\', r'\2', r'(a)\2', r'(a\1)', '(?P<1>a)', '(?P<a', '(?P<>a)',
       '(?P=x)', '(?P<a>x)(?P=b)', '(?<n>a)', '(?z)', '(?i', 'a(?i)b', '(?P<a>x)(?P<a>y)',
       '[b-a]', r'[\d-z]', 'a{3,2}', r'\x4', r'\u12', r'\U00110000', r'\400', '(?#abc', '(?-z:a)',
       '(?i-i:a)', 'x|*', '^*', '(?', r'[\A]', r'\8', '(?P', '(?Px)', '(?(2)a)', '(?L)a', r'[\8]',
       '(?-a:x)', '(?au)x', '(?i-:x)', '(?i-x', '(?i-i', '(?ix-i:a)', '(?i=)', '(?i-=)']
for p in bad:
    try:
        re.compile(p)
        print('compiled', repr(p))
    except re.error as e:
        print(repr(p), '->', e, '|', e.msg, e.pos, repr(e.pattern))
try:
    re.compile('a\n(b')
except re.error as e:
    print(e, e.lineno, e.colno)
try:
    re.compile(b'(')
except re.error as e:
    print(e, e.pattern)
print(issubclass(re.error, Exception))
