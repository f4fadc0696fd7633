# signals and threads: only the main thread sets handlers; a signal sent
# from another thread runs its handler on the main thread; pthread_kill;
# set_wakeup_fd
import os
import signal
import threading
import time

errors = []

def try_set():
    for f, a in ((signal.signal, (signal.SIGUSR1, signal.SIG_IGN)), (signal.set_wakeup_fd, (-1,))):
        try:
            f(*a)
        except ValueError as e:
            errors.append(str(e))
    errors.append(repr(signal.getsignal(signal.SIGUSR1)))

th = threading.Thread(target=try_set)
th.start()
th.join()
for e in errors:
    print(e)

where = []
signal.signal(signal.SIGUSR1, lambda s, f: where.append(threading.current_thread().name))

def sender(n):
    for i in range(n):
        os.kill(os.getpid(), signal.SIGUSR1)
        time.sleep(0.01)

th = threading.Thread(target=sender, args=(3,), name='sender')
th.start()
th.join()
deadline = time.monotonic() + 5
while len(where) < 3 and time.monotonic() < deadline:
    time.sleep(0.01)
print(sorted(set(where)), len(where) >= 1)

# the main thread sleeping while another thread signals the process
where.clear()
def late():
    time.sleep(0.1)
    os.kill(os.getpid(), signal.SIGUSR1)
th = threading.Thread(target=late)
th.start()
t0 = time.monotonic()
signal.signal(signal.SIGUSR2, lambda s, f: None)
class Woken(Exception):
    pass
def wake(s, f):
    raise Woken(threading.current_thread().name)
signal.signal(signal.SIGUSR1, wake)
try:
    time.sleep(5)
except Woken as e:
    print('woken in', e, time.monotonic() - t0 < 4)
th.join()

# pthread_kill to the main thread
got = []
signal.signal(signal.SIGUSR2, lambda s, f: got.append(s))
main_id = threading.get_ident()
th = threading.Thread(target=signal.pthread_kill, args=(main_id, signal.SIGUSR2))
th.start()
th.join()
while not got:
    time.sleep(0.01)
print('pthread_kill', got)
signal.pthread_kill(main_id, signal.SIGUSR2)
print('pthread_kill self', got)

# set_wakeup_fd: the signal number is written to the fd
r, w = os.pipe()
try:
    signal.set_wakeup_fd(w)
except ValueError as e:
    print(e.args[0].replace(str(w), 'W'))
os.set_blocking(w, False)
print(signal.set_wakeup_fd(w))
signal.raise_signal(signal.SIGUSR2)
print(os.read(r, 10), got)
print(signal.set_wakeup_fd(-1) == w)
signal.raise_signal(signal.SIGUSR2)
os.set_blocking(r, False)
try:
    os.read(r, 10)
except BlockingIOError:
    print('nothing written')
os.close(r)
os.close(w)
signal.signal(signal.SIGUSR1, signal.SIG_DFL)
signal.signal(signal.SIGUSR2, signal.SIG_DFL)
print('done')
