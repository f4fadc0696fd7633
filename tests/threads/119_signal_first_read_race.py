# getsignal on a signal whose handler no one has read or set yet, in two
# threads, while the main thread installs a Python handler for it: every
# read is either the default disposition (before) or the handler (after),
# never None (the answer for a handler installed outside Python).  The
# first read of a slot asks the OS; that query must not pass the main
# thread's signal.signal in the middle.
import signal
import threading
import time

def handler(s, f):
    pass

sigs = list(range(signal.SIGRTMIN, signal.SIGRTMAX + 1))
bad = []
current = [None]
done = threading.Event()
reads = [0, 0]

def reader(i):
    while not done.is_set():
        s = current[0]
        if s is None:
            continue
        h = signal.getsignal(s)
        if h is not handler and h != signal.SIG_DFL:
            bad.append((s, repr(h)))
        reads[i] += 1

workers = [threading.Thread(target=reader, args=(i,)) for i in range(2)]
for w in workers:
    w.start()
for s in sigs:
    current[0] = s
    time.sleep(0.002)
    signal.signal(s, handler)
    time.sleep(0.0005)
done.set()
for w in workers:
    w.join()
for s in sigs:
    signal.signal(s, signal.SIG_DFL)
print(len(sigs) > 20, bad, all(n > len(sigs) for n in reads))
print([signal.getsignal(s) for s in sigs[:3]])
