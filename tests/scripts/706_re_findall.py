# findall: whole matches, one group, several groups, empty matches
import re

print(re.findall(r'\d+', 'a1b22c333d'))
print(re.findall(r'(\w)=(\d)', 'a=1, b=2, c=x'))
print(re.findall(r'(\w)=\d', 'a=1, b=2'))
print(re.findall(r'(a)|(b)', 'abc'))
print(re.findall('', 'abc'), re.findall('x*', 'axxb'), re.findall(r'|a', 'a'))
print(re.findall('^', 'a\nb\n', re.M), re.findall('$', 'a\nb\n', re.M), re.findall('$', 'a\nb\n'))
print(re.findall('a', ''), re.findall('', ''))
print(re.findall('[aeiou]', 'education', re.I), re.findall('(?i)[A-C]+', 'abcXCBA'))
print(re.findall(b'[0-9]+', b'x12y345'), re.findall(b'(.)(.)', b'abcd'))
print(re.findall(r'\b\w', 'hello big world'))
print(re.compile(r'\w+').findall('one two three', 4))
