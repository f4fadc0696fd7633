# re.escape
import re

print(re.escape('www.python.org'), re.escape('a+b*c?'), re.escape('[x](y){z}'))
print(re.escape('a b\tc\nd'), re.escape('_under-score#&~'), re.escape('é€'))
print(re.escape(b'a.b*c'), re.escape(''), re.escape('\\'))
s = '1+1=2? (yes) $5 ^_^ |x| a.b'
print(re.match(re.escape(s), s).group() == s)
print(re.findall(re.escape('.*'), 'a.*b.*'))
