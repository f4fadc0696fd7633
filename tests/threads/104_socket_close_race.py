# Sockets closed by one thread while others recv, send, poll and ask for
# names on them: every thread ends, with end of stream, data, a timeout or
# an OSError, never anything else (and never a crash).
import select
import socket
import threading
import time

ALLOWED = (OSError, ValueError)   # TimeoutError, BrokenPipeError, ... are OSErrors
unexpected = []
ended = []
lock = threading.Lock()


def note(kind, exc=None):
    with lock:
        if exc is not None and not isinstance(exc, ALLOWED):
            unexpected.append((kind, type(exc).__name__))
        ended.append(kind)


def reader(s):
    try:
        while True:
            if not s.recv(1024):
                break
    except BaseException as e:
        note("reader", e)
        return
    note("reader")


def writer(s):
    try:
        for i in range(2000):
            s.sendall(b"w" * 512)
    except BaseException as e:
        note("writer", e)
        return
    note("writer")


def poller(s):
    try:
        for i in range(200):
            fd = s.fileno()
            if fd < 0:
                break
            select.select([fd], [fd], [], 0.01)
            s.getsockname()
    except BaseException as e:
        note("poller", e)
        return
    note("poller")


ROUNDS = 8
for r in range(ROUNDS):
    a, b = socket.socketpair()
    a.settimeout(0.5)
    b.settimeout(0.5)
    threads = [threading.Thread(target=reader, args=(b,)) for _ in range(2)]
    threads += [threading.Thread(target=writer, args=(a,)) for _ in range(2)]
    threads += [threading.Thread(target=poller, args=(x,)) for x in (a, b)]
    for t in threads:
        t.start()
    time.sleep(0.02)
    a.close()
    b.close()
    for t in threads:
        t.join(30)
    if any(t.is_alive() for t in threads):
        unexpected.append(("round", r, "thread still running"))
print("rounds:", ROUNDS)
print("threads ended:", len(ended), "of", ROUNDS * 6)
print("unexpected:", unexpected)
