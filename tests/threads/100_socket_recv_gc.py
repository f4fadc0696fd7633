# A thread blocked in socket.recv for about 1.5 s must not hold up the
# collector: the main thread's gc.collect() calls meanwhile each return quickly.
import gc
import socket
import threading
import time

a, b = socket.socketpair()
started = threading.Event()
got = []


def reader():
    started.set()
    got.append(b.recv(7))       # blocks until the main thread sends
    got.append(b.recv_into(bytearray(10)))


th = threading.Thread(target=reader)
th.start()
started.wait()
time.sleep(0.1)
t_start = time.monotonic()
times = []
garbage = []
for i in range(50):
    x = [[] for _ in range(100)]
    x.append(x)            # a cycle for the collector to find
    del x
    t0 = time.monotonic()
    gc.collect()
    times.append(time.monotonic() - t0)
    time.sleep(0.025)
while time.monotonic() - t_start < 1.5:
    time.sleep(0.05)
print("reader still blocked:", th.is_alive() and not got)
a.sendall(b"wake up")
a.sendall(b"second")
th.join(10)
print("max time < 0.5:", max(times) < 0.5)
print("calls:", len(times))
print("received:", got)
a.close()
b.close()
