# signals while other threads run: the handlers run on the main thread only,
# every signal sent from a worker reaches the main thread, and workers
# keep running undisturbed (they block the signals)
import os
import signal
import threading
import time

got = []

def handler(signum, frame):
    got.append((signum, threading.current_thread() is threading.main_thread()))

signal.signal(signal.SIGUSR1, handler)
signal.signal(signal.SIGUSR2, handler)

stop = threading.Event()
counts = [0] * 4

def spin(i):
    n = 0
    while not stop.is_set():
        n += 1
    counts[i] = n

def sleeper(i):
    # a blocking call in a worker is not interrupted by the signals
    for _ in range(5):
        time.sleep(0.02)
    counts[i] = 1

workers = [threading.Thread(target=spin, args=(0,)), threading.Thread(target=spin, args=(1,)),
           threading.Thread(target=sleeper, args=(2,)), threading.Thread(target=sleeper, args=(3,))]
for w in workers:
    w.start()

def sender(sig, n):
    for _ in range(n):
        before = len(got)
        os.kill(os.getpid(), sig)
        # one at a time: the same signal twice before it is handled counts once
        deadline = time.monotonic() + 5
        while len(got) == before and time.monotonic() < deadline:
            time.sleep(0.001)

senders = [threading.Thread(target=sender, args=(signal.SIGUSR1, 10))]
for s in senders:
    s.start()
# the main thread is busy too, in Python code and in sleeps
total = 0
while any(s.is_alive() for s in senders):
    total += sum(range(100))
    time.sleep(0.001)
for s in senders:
    s.join()
sender(signal.SIGUSR2, 5)
stop.set()
for w in workers:
    w.join()
print(len(got), sorted(set(got)))
print(all(c > 0 for c in counts))
