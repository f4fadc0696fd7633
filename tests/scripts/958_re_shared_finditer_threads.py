# Threads sharing one finditer iterator each get different matches, every
# match once; threads reading one Match see the same values.
import re
import threading

text = ' '.join('w%d' % i for i in range(3000))
it = re.finditer(r'w(\d+)', text)
got = [[] for _ in range(4)]


def drain(k):
    for m in it:
        got[k].append(int(m.group(1)))


threads = [threading.Thread(target=drain, args=(k,)) for k in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
allm = sorted(x for g in got for x in g)
print(len(allm), allm == list(range(3000)))
for g in got:
    print(g == sorted(g))

m = re.search(r'(?P<a>\w+) (?P<b>\w+)', 'hello world')
seen = []


def read():
    for _ in range(2000):
        r = (m.group(1), m['b'], m.span(2), m.groups(), m.groupdict(), m.lastindex, m.lastgroup, m.regs)
    seen.append(r)


threads = [threading.Thread(target=read) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(len(seen), all(r == seen[0] for r in seen), seen[0])
