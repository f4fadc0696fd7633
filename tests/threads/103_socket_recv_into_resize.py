# recv_into a bytearray that another thread resizes while the receiver
# waits: CPython refuses the resize (BufferError: the buffer is exported),
# fpy lets it happen and the copy into the now smaller buffer fails with
# IndexError; either way no byte is written outside the bytearray.
import socket
import threading
import time

ok = 0
for round in range(20):
    a, b = socket.socketpair()
    buf = bytearray(64)
    ready = threading.Event()
    out = []

    def reader():
        ready.set()
        try:
            out.append(b.recv_into(buf))
        except IndexError:
            out.append("index")

    t = threading.Thread(target=reader)
    t.start()
    ready.wait()
    time.sleep(0.01)
    try:
        del buf[8:]          # shrink while the reader may be waiting
    except BufferError:
        pass
    a.sendall(b"x" * 32)
    t.join()
    if out and (out[0] == "index" or out[0] == 32 or out[0] <= len(buf)):
        ok += 1
    a.close()
    b.close()
print("rounds without trouble:", ok)

# a memoryview of a bytearray as the target, from several threads at once
a, b = socket.socketpair()
big = bytearray(4 * 1000)
views = [memoryview(big)[i * 1000:(i + 1) * 1000] for i in range(4)]
counts = [0] * 4


def fill(i):
    n = 0
    while n < 1000:
        n += b.recv_into(views[i][n:], 1000 - n)
    counts[i] = n


a.sendall(b"y" * 4000)
ths = [threading.Thread(target=fill, args=(i,)) for i in range(4)]
for t in ths:
    t.start()
for t in ths:
    t.join()
print(counts, big == b"y" * 4000)
for v in views:
    v.release()
a.close()
b.close()
