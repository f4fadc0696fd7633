# Several threads share compiled patterns (and the module's cache): every
# thread's results equal the single-threaded ones.
import re
import threading

WORDS = re.compile(r'\b(\w)(\w*)\b')
NUM = re.compile(r'(?P<int>\d+)\.(?P<frac>\d+)')
TEXT = ('The 3.14 quick brown fox, ünïcode wörds and 2.71 more; ' * 40)


def work(tid, out):
    acc = []
    for i in range(150):
        acc.append(len(WORDS.findall(TEXT)))
        acc.append(NUM.sub(r'\g<frac>.\g<int>', TEXT[:120]))
        m = NUM.search(TEXT, i)
        acc.append(m.span() if m else None)
        acc.append(re.sub(r'o', lambda m: '0', 'foo boo %d' % (i % 7)))
        acc.append(re.split(r'[,;]\s*', TEXT[:200]))
        acc.append([m.group(1) for m in WORDS.finditer(TEXT[:60])])
        acc.append(re.compile('t%d' % (i % 13)).pattern)
    out[tid] = acc


def expected():
    out = {}
    work(-1, out)
    return out[-1]


want = expected()
out = {}
ts = [threading.Thread(target=work, args=(k, out)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(len(out), all(out[k] == want for k in range(4)))
print(want[:4])
