# inline flags: global at the start, scoped (?i:...) and (?-i:...)
import re

print(re.match('(?i)abc', 'ABC'), re.match('(?m)^b', 'b'), re.findall('(?m)^\\w', 'a\nb'))
print(re.match('(?s).+', 'a\nb').group() == 'a\nb', re.match('(?i)(?m)a', 'A'))
print(re.match('a(?i:b)c', 'aBc'), re.match('a(?i:b)c', 'aBC'))
print(re.match('(?i)a(?-i:b)c', 'AbC'), re.match('(?i)a(?-i:b)c', 'ABC'))
print(re.findall('(?i:[a-c])x', 'Ax bX cx'), re.compile('(?s:.)a').flags)
print(re.compile('(?i)x').pattern, repr(re.compile('(?i)x')), repr(re.compile('(?ia)x')))
print(re.match('(?a)\\w', 'é'), re.match('(?u)\\w', 'é'))
print(re.compile('(?#comment)(?i)a').flags)
