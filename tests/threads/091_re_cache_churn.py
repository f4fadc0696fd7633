# Threads compile many patterns at once through the module's cache while
# another purges it: every result is still right, nothing is lost.
import re
import threading

N = 4
ROUNDS = 300
ok = [0] * N


def work(tid):
    good = 0
    for i in range(ROUNDS):
        p = re.compile('(?P<w>k%d_%d)+' % (tid, i % 97))
        s = 'x k%d_%d k%d_%dk%d_%d' % (tid, i % 97, tid, i % 97, tid, i % 97)
        m = p.search(s)
        if m and m.group('w') == 'k%d_%d' % (tid, i % 97) and len(p.findall(s)) == 2:
            good += 1
        if re.sub(r'\d', '#', 'a%db' % i) == 'a' + '#' * len(str(i)) + 'b':
            good += 1
    ok[tid] = good


def purger():
    for _ in range(50):
        re.purge()


ts = [threading.Thread(target=work, args=(k,)) for k in range(N)] + [threading.Thread(target=purger)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(ok, all(v == 2 * ROUNDS for v in ok))
