# alarm and setitimer interrupt the main thread's blocking calls: the
# handler runs; if it raises, the call ends with its exception, else the
# call goes on (PEP 475)
import os
import signal
import threading
import time

class Alarm(Exception):
    pass

def raise_alarm(signum, frame):
    raise Alarm('alarm')

signal.signal(signal.SIGALRM, raise_alarm)

t0 = time.monotonic()
signal.alarm(1)
try:
    time.sleep(10)
    print('slept')
except Alarm as e:
    print('sleep interrupted:', e, time.monotonic() - t0 < 5)

ticks = []
signal.signal(signal.SIGALRM, lambda s, f: ticks.append(s))
t0 = time.monotonic()
signal.setitimer(signal.ITIMER_REAL, 0.05)
time.sleep(0.3)
print('sleep went on:', ticks, time.monotonic() - t0 >= 0.29)

# a repeating timer
ticks.clear()
signal.setitimer(signal.ITIMER_REAL, 0.02, 0.02)
while len(ticks) < 5:
    time.sleep(0.01)
old = signal.setitimer(signal.ITIMER_REAL, 0)
print('ticks', len(ticks) >= 5, old[1] > 0)
print(signal.getitimer(signal.ITIMER_REAL))

# lock waits
lock = threading.Lock()
lock.acquire()
ticks.clear()
signal.setitimer(signal.ITIMER_REAL, 0.05)
t0 = time.monotonic()
print('acquire with timeout:', lock.acquire(timeout=0.3), ticks, time.monotonic() - t0 >= 0.29)
signal.signal(signal.SIGALRM, raise_alarm)
signal.setitimer(signal.ITIMER_REAL, 0.05)
try:
    lock.acquire()
except Alarm as e:
    print('acquire interrupted:', e)

# a thread join (a lock wait underneath)
ev = threading.Event()
th = threading.Thread(target=ev.wait)
th.start()
signal.setitimer(signal.ITIMER_REAL, 0.05)
try:
    th.join()
except Alarm as e:
    print('join interrupted:', e)
ev.set()
th.join()

# reading a pipe
r, w = os.pipe()
signal.setitimer(signal.ITIMER_REAL, 0.05)
try:
    os.read(r, 10)
except Alarm as e:
    print('read interrupted:', e)
signal.signal(signal.SIGALRM, lambda s, f: os.write(w, b'tick'))
signal.setitimer(signal.ITIMER_REAL, 0.05)
print('read went on:', os.read(r, 10))
os.close(r)
os.close(w)

# pause() returns once a handler ran
signal.signal(signal.SIGALRM, lambda s, f: ticks.append('p'))
signal.setitimer(signal.ITIMER_REAL, 0.05)
print('pause:', signal.pause(), ticks[-1])

# alarm returns the seconds left on the previous alarm
signal.signal(signal.SIGALRM, signal.SIG_IGN)
print(signal.alarm(30), signal.alarm(0) in (29, 30))
signal.signal(signal.SIGALRM, signal.SIG_DFL)
print('done')
