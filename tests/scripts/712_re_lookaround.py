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
