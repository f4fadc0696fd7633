# corners of CPython's pattern parser: a final lone backslash, comments
# between an item and its repeat, \B in an empty string, repeated lookarounds
import re

for p in ['{2}\\', '+\\', '?+\\', '[ab\\', r'\11}' + '\\', '(?x)a#c\\', 'a(?#c)*', '(?#c)*',
          '(?=a)*a', 'x(?i)\\', '(?:b) (a)$?\\']:
    try:
        print(repr(p), re.compile(p).pattern == p)
    except re.error as e:
        print(repr(p), e)
print(re.search(r'\B', ''), re.search(r'\B', 'a'), re.findall(r'\B', 'ab'), re.search(r'\b', ''))
print(re.search(r'(?a)\B', ''), re.compile(r'\B').search('ab', 1, 1))
print(re.findall('a(?#note)+', 'aaa'), re.sub('(?#x)', '-', 'ab'))
