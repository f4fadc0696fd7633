# re.VERBOSE and (?x): whitespace and comments
import re

p = re.compile(r'''
    (?P<int>\d+)    # the integer part
    \.              # a dot
    (?P<frac>\d*)   # the fraction
''', re.X)
print(p.match('3.14').groupdict(), p.groups)
print(re.match(r'(?x) a b c # comment', 'abc'), re.match(r'(?x) a\ b', 'a b'))
print(re.match(r'(?x)[ ]a', ' a'), re.match('a b', 'a b', re.X), re.match(r'(?x)a#b', 'a'))
print(re.findall(r'''(?x)
    \d+  # digits
    |    # or
    [a-z]+  # letters''', 'ab12cd'))
print(re.match('(?x: a b )c', 'abc'), re.match('(?x: a b ) c', 'ab c'))
