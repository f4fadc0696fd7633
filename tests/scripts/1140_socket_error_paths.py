# socket: argument errors, refused connections, closed sockets, numeric
# getaddrinfo, byte-order helpers and socketpair/UDP loopback traffic.
import socket
import errno


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


# bad constructor arguments
attempt("family str", lambda: socket.socket("x"))
attempt("type str", lambda: socket.socket(socket.AF_INET, "y"))
attempt("bad family", lambda: socket.socket(12345, socket.SOCK_STREAM))

# connection refused on a port nobody listens on
probe = socket.socket()
probe.bind(("127.0.0.1", 0))
port = probe.getsockname()[1]
probe.close()
c = socket.socket()
c.settimeout(5)
try:
    c.connect(("127.0.0.1", port))
    print("connected?")
except ConnectionRefusedError as e:
    print("refused", e.errno == errno.ECONNREFUSED, isinstance(e, OSError))
finally:
    c.close()
c = socket.socket()
print("connect_ex", c.connect_ex(("127.0.0.1", port)) == errno.ECONNREFUSED)
c.close()

# closed socket
s = socket.socket()
s.close()
print("fileno after close", s.fileno())
attempt("recv closed", lambda: s.recv(1))
attempt("send closed", lambda: s.send(b"x"))
s.close()
print("close twice ok")
print("closed in repr", "[closed]" in repr(s))

# settimeout errors
s = socket.socket()
attempt("settimeout -1", lambda: s.settimeout(-1))
attempt("settimeout str", lambda: s.settimeout("1"))
attempt("setdefaulttimeout -2", lambda: socket.setdefaulttimeout(-2))
s.settimeout(0.5)
print("timeout", s.gettimeout())
s.settimeout(None)
print("timeout none", s.gettimeout())
r = repr(s)
print("repr start", r.startswith("<socket.socket fd="))
print("repr family", "family=AddressFamily.AF_INET" in r or "family=2" in r)
s.close()
print("timeout is TimeoutError", socket.timeout is TimeoutError)
print("error is OSError", socket.error is OSError)

# numeric getaddrinfo
for host, fam in (("127.0.0.1", socket.AF_INET), ("::1", socket.AF_INET6)):
    res = socket.getaddrinfo(host, 80, fam, socket.SOCK_STREAM)
    f, t, p, cn, sa = res[0]
    print("gai", host, f == fam, t == socket.SOCK_STREAM, sa[:2])
res = socket.getaddrinfo("127.0.0.1", "8080", socket.AF_INET, socket.SOCK_DGRAM,
                         0, socket.AI_NUMERICHOST)
print("gai service str", res[0][4])
res = socket.getaddrinfo("127.0.0.1", None, socket.AF_INET, socket.SOCK_STREAM)
print("gai no port", res[0][4])
attempt("gai bad port type", lambda: socket.getaddrinfo("127.0.0.1", 1.5))

# byte-order and address helpers
attempt("htons big", lambda: socket.htons(70000))
attempt("htons neg", lambda: socket.htons(-1))
attempt("ntohs str", lambda: socket.ntohs("1"))
attempt("htonl big", lambda: socket.htonl(2 ** 32))
attempt("htonl neg", lambda: socket.htonl(-1))
print("ntohl", socket.ntohl(socket.htonl(0x01020304)) == 0x01020304)
attempt("inet_aton bad", lambda: socket.inet_aton("1.2.3.256"))
attempt("inet_aton junk", lambda: socket.inet_aton("abc"))
attempt("inet_aton short", lambda: socket.inet_aton("10.1"))
attempt("inet_ntoa short", lambda: socket.inet_ntoa(b"\x01\x02"))
attempt("inet_ntoa str", lambda: socket.inet_ntoa("1234"))
attempt("inet_pton bad", lambda: socket.inet_pton(socket.AF_INET, "1.2.3"))
attempt("inet_pton6", lambda: socket.inet_pton(socket.AF_INET6, "::1"))
attempt("inet_ntop6", lambda: socket.inet_ntop(socket.AF_INET6, b"\x00" * 15 + b"\x01"))
attempt("inet_ntop bad len", lambda: socket.inet_ntop(socket.AF_INET, b"\x00" * 5))

# socketpair both ways, shutdown semantics
a, b = socket.socketpair()
a.sendall(b"ping")
print("b got", b.recv(10))
b.sendall(b"pong")
print("a got", a.recv(10))
a.shutdown(socket.SHUT_WR)
print("b eof", b.recv(10))
b.sendall(b"still")
print("a still reads", a.recv(10))
attempt("send after SHUT_WR", lambda: a.send(b"x"))
attempt("shutdown bad how", lambda: a.shutdown(7))
a.close()
b.close()

# UDP loopback sendto/recvfrom
u1 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u2 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u1.bind(("127.0.0.1", 0))
u2.bind(("127.0.0.1", 0))
u1.settimeout(5)
u2.settimeout(5)
n = u2.sendto(b"datagram", u1.getsockname())
data, addr = u1.recvfrom(100)
print("udp", n, data, addr == u2.getsockname())
u1.sendto(b"reply", addr)
data, addr2 = u2.recvfrom(3)
print("udp truncated", data, addr2 == u1.getsockname())
u1.settimeout(0.05)
try:
    u1.recvfrom(10)
except socket.timeout as e:
    print("udp timeout", type(e).__name__, e)
attempt("sendto no addr", lambda: u1.sendto(b"x"))
attempt("sendto bad addr", lambda: u1.sendto(b"x", "nope"))
u1.close()
u2.close()
