# keyword arguments of the module functions and Pattern methods
import re

print(re.search(pattern='b', string='abc').span(), re.match('A', 'a', flags=re.I).span())
print(re.sub('a', 'b', 'aaa', count=1), re.sub(pattern='a', repl='c', string='aa', count=0, flags=0))
print(re.split(',', 'a,b,c', maxsplit=1), re.findall('a', 'Aa', flags=re.I), re.subn('a', 'b', 'aa', count=1))
p = re.compile('o')
print(p.search(string='foo', pos=2).span(), p.match('foo', pos=1).span(), p.findall('foo', endpos=2))
print(p.sub(repl='0', string='foo', count=1), p.split(string='foo', maxsplit=1), p.subn('0', 'foo'))
print(p.fullmatch('foo', pos=2).span(), [m.start() for m in p.finditer(string='oo', pos=1)])
