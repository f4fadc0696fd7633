# signal handlers: run on the main thread, by os.kill and raise_signal;
# SIG_IGN, restoring, a handler that raises, SIGINT's default handler
import os
import signal
import threading

log = []

def handler(signum, frame):
    log.append((signal.Signals(signum).name, threading.current_thread() is threading.main_thread()))

old = signal.signal(signal.SIGUSR1, handler)
print('old', repr(old))
print(signal.getsignal(signal.SIGUSR1) is handler)

os.kill(os.getpid(), signal.SIGUSR1)
print(log)
signal.raise_signal(signal.SIGUSR1)
print(log)

# a handler for a second signal, both at once
signal.signal(signal.SIGUSR2, handler)
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1, signal.SIGUSR2})
os.kill(os.getpid(), signal.SIGUSR2)
os.kill(os.getpid(), signal.SIGUSR1)
print('blocked', log[2:], sorted(signal.sigpending()))
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGUSR1, signal.SIGUSR2})
print('unblocked', log[2:])

# ignoring
print(signal.signal(signal.SIGUSR1, signal.SIG_IGN) is handler)
os.kill(os.getpid(), signal.SIGUSR1)
signal.raise_signal(signal.SIGUSR1)
print(len(log), repr(signal.getsignal(signal.SIGUSR1)))

# a handler that raises: the exception comes out of the interrupted code
class Boom(Exception):
    pass

def boom(signum, frame):
    raise Boom('signal %d' % signum)

signal.signal(signal.SIGUSR1, boom)
try:
    signal.raise_signal(signal.SIGUSR1)
    print('not reached')
except Boom as e:
    print('caught', e)

try:
    for i in range(1000):
        if i == 10:
            os.kill(os.getpid(), signal.SIGUSR1)
    print('loop ended')
except Boom as e:
    print('caught in loop', e)

# a callable object, a bound method
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, signum, frame):
        self.n += 1
    def method(self, signum, frame):
        self.n += 10

c = Counter()
signal.signal(signal.SIGUSR1, c)
signal.raise_signal(signal.SIGUSR1)
signal.signal(signal.SIGUSR1, c.method)
signal.raise_signal(signal.SIGUSR1)
print('counter', c.n)

# SIGINT: default_int_handler raises KeyboardInterrupt
signal.signal(signal.SIGINT, signal.default_int_handler)
try:
    signal.raise_signal(signal.SIGINT)
except KeyboardInterrupt:
    print('KeyboardInterrupt')
got = []
prev = signal.signal(signal.SIGINT, lambda s, f: got.append(s))
print(prev is signal.default_int_handler)
os.kill(os.getpid(), signal.SIGINT)
print('SIGINT handled', got)
signal.signal(signal.SIGINT, signal.default_int_handler)
try:
    os.kill(os.getpid(), signal.SIGINT)
except KeyboardInterrupt:
    print('KeyboardInterrupt again')

# the handler sees the signal number as a plain int
seen = []
signal.signal(signal.SIGTERM, lambda s, f: seen.append(type(s).__name__))
os.kill(os.getpid(), signal.SIGTERM)
print(seen)
signal.signal(signal.SIGTERM, signal.SIG_DFL)
signal.signal(signal.SIGUSR1, signal.SIG_DFL)
signal.signal(signal.SIGUSR2, signal.SIG_DFL)
print('done')
