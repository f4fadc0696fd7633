# socket: timeouts (TimeoutError('timed out')), non-blocking sockets
# (BlockingIOError), accept with a timeout, connect_ex, close while another
# socket object shares nothing
import socket
import time

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()
port = srv.getsockname()[1]

srv.settimeout(0.2)
t0 = time.monotonic()
try:
    srv.accept()
except socket.timeout as e:
    print("accept:", type(e).__name__, e, e.args, e.errno, isinstance(e, OSError))
print(0.15 < time.monotonic() - t0 < 5)

c = socket.create_connection(("127.0.0.1", port), timeout=0.2)
conn, _ = srv.accept()
print(conn.gettimeout(), c.gettimeout())
t0 = time.monotonic()
try:
    c.recv(10)
except TimeoutError as e:
    print("recv:", repr(e))
print(0.15 < time.monotonic() - t0 < 5)
try:
    c.recvfrom(10)
except TimeoutError as e:
    print("recvfrom:", e)
try:
    c.recv_into(bytearray(4))
except TimeoutError as e:
    print("recv_into:", e)

# a timeout larger than the wait: data arrives in time
conn.sendall(b"quick")
print(c.recv(10))

# sendall into a peer that never reads times out
c.settimeout(0.3)
try:
    for i in range(1000):
        c.sendall(b"x" * 65536)
    print("sent everything?")
except TimeoutError as e:
    print("sendall:", e)

# non-blocking
conn.setblocking(False)
print(conn.gettimeout(), conn.getblocking())
got = 0
while True:
    try:
        d = conn.recv(1 << 20)
    except BlockingIOError as e:
        print("BlockingIOError", e.errno, isinstance(e, OSError))
        break
    got += len(d)
print(got > 0)
c.setblocking(False)
try:
    c.recv(10)
except BlockingIOError as e:
    print("client", type(e).__name__, e.errno)
c.close()
conn.close()

srv.setblocking(False)
try:
    srv.accept()
except BlockingIOError as e:
    print("accept non-blocking", e.errno)
srv.close()

# connect_ex and connect on a closed port
s = socket.socket()
print(s.connect_ex(("127.0.0.1", port)))
s.close()
s = socket.socket()
s.settimeout(2)
try:
    s.connect(("127.0.0.1", port))
except ConnectionRefusedError as e:
    print("with timeout:", e)
s.close()
s = socket.socket()
s.setblocking(False)
r = s.connect_ex(("127.0.0.1", port))
print(r in (111, 115))  # refused at once or in progress
s.close()

# default timeout
socket.setdefaulttimeout(0.1)
a, b = socket.socketpair()
print(a.gettimeout(), b.gettimeout())
try:
    a.recv(1)
except TimeoutError as e:
    print("default:", e)
a.close()
b.close()
socket.setdefaulttimeout(None)
a, b = socket.socketpair()
print(a.gettimeout())
a.close()
b.close()
