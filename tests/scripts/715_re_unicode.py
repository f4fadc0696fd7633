# non-ASCII strings: positions are code point indices
import re

s = 'día de élan, 北京 und Köln'
for m in re.finditer(r'\w+', s):
    print(m.span(), m.group())
print(re.search('北', s).span(), re.search('K', s).start(), re.sub('é', 'e', s))
print(re.split('[, ]+', s), re.findall('(?i)ÉLAN', s), re.search('(?i)köln', s.upper()))
print(re.search('.', '😀x').span(), re.findall('.', 'a😀b'), re.search('x', '😀😀x').span())
print(re.search('a', 'ééééa', 2).span(), re.search('é+', 'xééx').span())
print(re.search(r'\u00e9', 'é'), re.search(r'\U0001F600', '😀'), re.search(r'\x41', 'A'))
t = 'ü' * 100 + 'abc' + 'ü' * 100
print(re.search('abc', t).span(), re.compile('ü+').search(t, 150).span())
print(len(re.sub('ü', 'u', t)), re.subn('b', 'B', t)[1])
