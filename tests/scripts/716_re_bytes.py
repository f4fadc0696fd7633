# bytes patterns and bytes subjects
import re

p = re.compile(rb'(\w+)=(\d+)')
m = p.search(b'x key=42 y')
print(m, m.groups(), m.group(1), m.span(2), m[0])
print(p.findall(b'a=1 b=2'), p.sub(rb'\2=\1', b'a=1 b=2'), p.split(b'a=1,b=2'))
print(re.match(b'(?i)abc', b'ABC'), re.escape(b'a.b'), re.compile(b'a').pattern)
print(re.search(b'\\xff', b'a\xffb').span(), re.findall(b'.', b'\x00\n\x80'))
m = re.match(rb'(?P<n>\d+)', b'12')
print(m.groupdict(), m.lastgroup)
