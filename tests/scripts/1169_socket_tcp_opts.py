# socket: create_server/create_connection on loopback, socket options, accept
# timeouts, getsockname shapes.
import socket, threading

srv = socket.create_server(('127.0.0.1', 0))
print(srv.family == socket.AF_INET, srv.type == socket.SOCK_STREAM)
print(srv.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) != 0)
print(srv.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE) == socket.SOCK_STREAM)
print(srv.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR))
host, port = srv.getsockname()
print(host, port > 0)
srv.settimeout(0.05)
try:
    srv.accept()
except TimeoutError as e:
    print('accept timeout', e)
srv.settimeout(2)

server_seen = []
def serve():
    conn, addr = srv.accept()
    with conn:
        server_seen.append(addr[0])
        f = conn.makefile('rwb')
        for line in f:
            f.write(line.upper())
            f.flush()
        f.close()

t = threading.Thread(target=serve)
t.start()
c = socket.create_connection(('127.0.0.1', port), timeout=2)
print(c.gettimeout(), c.getpeername()[1] == port)
c.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
print(c.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0)
c.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, True)
print(c.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) != 0)
print(len(c.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 8)))
cf = c.makefile('rwb')
for word in [b'alpha\n', b'beta\n']:
    cf.write(word); cf.flush()
    print(cf.readline())
c.shutdown(socket.SHUT_WR)
print(cf.read())
cf.close()
c.close()
t.join()
print('server addr host', server_seen)
srv.close()

print(socket.has_dualstack_ipv6() in (True, False))
try:
    socket.create_connection(('127.0.0.1', port), timeout=1)
except ConnectionRefusedError as e:
    print('refused', type(e).__name__)
try:
    socket.create_server(('127.0.0.1', 0), family=socket.AF_UNIX)
except (ValueError, OSError, TypeError) as e:
    print('bad family', type(e).__name__)
s = socket.socket()
try:
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR)
except TypeError as e:
    print('TypeError', e)
try:
    s.getsockopt(socket.SOL_SOCKET, 987654)
except OSError as e:
    print('OSError', e.errno)
s.close()
u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u.bind(('127.0.0.1', 0))
print(u.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE) == socket.SOCK_DGRAM, u.proto)
u.close()
