# greedy, lazy and possessive repeats; braces that are not repeats
import re

print(re.match('a*', 'aaab').group(), re.match('a*?', 'aaab').group(), re.match('a+?b', 'aaab').group())
print(re.match('a{2,3}', 'aaaa').group(), re.match('a{2,3}?', 'aaaa').group(), re.match('a{2}', 'aaaa').group())
print(re.match('a{,2}', 'aaaa').group(), re.match('a{2,}', 'aaaa').group(), re.match('a{,}', 'aaaa').group())
print(re.match('a{', 'a{').group(), re.match('a{x}', 'a{x}').group(), re.match('a{}', 'a{}').group())
print(re.match('a{1,x}', 'a{1,x}').group(), re.match('{', '{').group(), re.match('}', '}').group())
print(re.match('x{0}y', 'y').group(), re.match('(ab)+', 'ababa').group(), re.match('(?:ab)*?a', 'ababa').group())
print(re.match('a*+a', 'aaa'), re.match('a?+a', 'aa').group(), re.match('a{1,2}+a', 'aaa').group())
print(re.match('(a|ab)*c', 'abac').group(), re.findall('a??', 'aa'))
try:
    re.compile('a{99999999999}')
except OverflowError as e:
    print(type(e).__name__, e)
