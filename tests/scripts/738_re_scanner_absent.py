# finditer and search loops by hand give the same spans
import re

p = re.compile(r'\d+|[a-z]+')
s = 'ab12cd345ef'
pos = 0
spans = []
while True:
    m = p.search(s, pos)
    if not m:
        break
    spans.append(m.span())
    pos = m.end()
print(spans == [m.span() for m in p.finditer(s)], spans)
print([m.group() for m in p.finditer(s, 3, 8)])
