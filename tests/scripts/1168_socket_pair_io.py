# socket: socketpair makefile('rwb'), large sendall from a thread, recv_into
# with memoryview slices, dup/detach/fileno, non-blocking errors, timeouts.
import socket, threading, errno, os

a, b = socket.socketpair()
fa = a.makefile('rwb')
fb = b.makefile('rwb', buffering=0)
fa.write(b'line one\nline two\npartial')
fa.flush()
a.shutdown(socket.SHUT_WR)
rb = b.makefile('rb')
print(rb.readline(), rb.readline(), rb.readline(), rb.readline())
rb.close(); fb.close(); fa.close(); a.close(); b.close()

a, b = socket.socketpair()
data = bytes(range(256)) * 4096  # 1 MiB
def sender():
    a.sendall(data)
    a.shutdown(socket.SHUT_WR)
t = threading.Thread(target=sender)
t.start()
buf = bytearray(len(data) + 10)
mv = memoryview(buf)
got = 0
while True:
    n = b.recv_into(mv[got:], min(65536, len(buf) - got))
    if n == 0:
        break
    got += n
t.join()
print(got == len(data), bytes(buf[:got]) == data)
n = b.recv_into(bytearray(4))
print('after eof', n)
a.close(); b.close()

a, b = socket.socketpair()
a.sendall(b'0123456789')
buf = bytearray(10)
print(b.recv_into(memoryview(buf)[2:5]), buf)
print(b.recv_into(buf, 3), buf)
print(b.recvfrom_into(buf)[0] >= 1)
try:
    b.recv_into(bytearray(2), 5)
except ValueError as e:
    print('ValueError', e)
try:
    b.recv_into(b'immutable')
except TypeError as e:
    print('TypeError', e)

b.setblocking(False)
print(b.getblocking(), b.gettimeout())
try:
    b.recv(10)
except BlockingIOError as e:
    print('BlockingIOError', e.errno in (errno.EAGAIN, errno.EWOULDBLOCK), isinstance(e, OSError))
b.settimeout(0.05)
print(b.getblocking(), b.gettimeout())
try:
    b.recv(10)
except socket.timeout as e:
    print('timeout', e, type(e) is TimeoutError, socket.timeout is TimeoutError)
b.settimeout(None)
print(b.getblocking(), b.gettimeout())

c = a.dup()
print(c.fileno() != a.fileno(), c.family == a.family, c.type == a.type)
c.sendall(b'via dup')
print(b.recv(100))
c.close()
fd = a.detach()
print(a.fileno(), fd >= 0)
s = socket.socket(fileno=fd)
s.sendall(b'via fileno')
print(b.recv(100), s.family == socket.AF_UNIX)
s.close()
print(b.recv(100))
b.close()
try:
    b.recv(1)
except OSError as e:
    print('closed', e.errno == errno.EBADF)
print(repr(b).startswith('<socket.socket [closed]'))
