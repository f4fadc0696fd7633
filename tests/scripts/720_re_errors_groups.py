# bad group references on Match objects: IndexError 'no such group'
import re

m = re.match(r'(?P<a>x)(y)', 'xy')
for g in [3, -1, 'b', 'A', None, 1.5]:
    try:
        print(m.group(g))
    except IndexError as e:
        print(repr(g), type(e).__name__, e)
for f in [m.start, m.end, m.span, m.__getitem__]:
    try:
        f(5)
    except IndexError as e:
        print(type(e).__name__, e)
try:
    m.group(1, 7)
except IndexError as e:
    print(type(e).__name__, e)
print(m.group(True), m.start('a'))
