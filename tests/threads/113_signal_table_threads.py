# the handler table under threads: workers read it (getsignal) while the
# main thread keeps replacing handlers and raising the signal; every read
# sees one of the handlers set, and each raised signal runs the handler
# in place at that moment
import signal
import threading

counts = {'a': 0, 'b': 0}

def ha(s, f):
    counts['a'] += 1

def hb(s, f):
    counts['b'] += 1

known = (ha, hb, signal.SIG_IGN, signal.SIG_DFL)
bad = []
stop = threading.Event()
reads = [0] * 3

def reader(i):
    n = 0
    while not stop.is_set() or n < 100:
        h = signal.getsignal(signal.SIGUSR1)
        if not any(h is k or h == k for k in known):
            bad.append(repr(h))
        n += 1
    reads[i] = n

workers = [threading.Thread(target=reader, args=(i,)) for i in range(3)]
for w in workers:
    w.start()
expected = {'a': 0, 'b': 0}
for i in range(3000):
    which = i % 3
    if which == 0:
        signal.signal(signal.SIGUSR1, ha)
        expected['a'] += 1
    elif which == 1:
        signal.signal(signal.SIGUSR1, hb)
        expected['b'] += 1
    else:
        signal.signal(signal.SIGUSR1, signal.SIG_IGN)
    signal.raise_signal(signal.SIGUSR1)
stop.set()
for w in workers:
    w.join()
signal.signal(signal.SIGUSR1, signal.SIG_DFL)
print(bad, all(r >= 100 for r in reads))
print(counts == expected, counts)
