# lookahead, lookbehind, atomic groups and conditionals
import re

print(re.findall(r'\w+(?=,)', 'a, bb, ccc'))
print(re.findall(r'\b\w+\b(?!,)', 'a, bb, ccc'))
print(re.findall(r'(?<=\$)\d+', 'cost $10 or $25'))
print(re.findall(r'(?<!\$)\b\d+', 'cost $10 or 25'))
print(re.search(r'(?<=abc)def', 'abcdef'), re.search(r'(?<=a|b)c', 'bc'))
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
print(re.match(r'(?=.*\d)(?=.*[a-z]).{6,}', 'abc123'), re.match(r'(?=.*\d)(?=.*[a-z]).{6,}', 'abcdef'))
print(re.match(r'(?>a+)b', 'aaab'), re.match(r'(?>a*)a', 'aaa'), re.match(r'a++a', 'aaa'))
print(re.match(r'(<)?\w+(?(1)>)', '<a>'), re.match(r'(<)?\w+(?(1)>|$)', 'a'), re.match(r'(<)?\w+(?(1)>)', '<a'))
print(re.match(r'(?P<o>\()?x(?(o)\))', '(x)'))
# look-behinds must have one width, as CPython checks them
for p in ['(?<=a|bc)d', '(?<=a+)b', '(?<=a{2})b', '(?<=a{1,2})b', '(?<=(a|b))c', '(?<=(?:ab|cd))e',
          '(a)(?<=\\1)b', '(?<=(a)\\1)b', '(?<=(?P<n>a)(?P=n))b', '(?<=(?(1)a|b))', '(a)(?<=(?(1)a|b))c',
          '(a|bc)(?<=\\1)', '(?<=a?)b', '(?<=\\b)a']:
    try:
        print(p, re.compile(p).groups)
    except re.error as e:
        print(p, '->', e)
