# socket: a TCP echo server in a thread, clients using send/sendall/recv/recv_into,
# shutdown, peer names, accept's new socket, connect_ex, create_connection/create_server
import socket
import threading

srv = socket.create_server(("127.0.0.1", 0))
port = srv.getsockname()[1]
print(srv.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) != 0, srv.type, srv.family)
results = []


def serve(n):
    for _ in range(n):
        conn, addr = srv.accept()
        with conn:
            results.append((type(conn).__name__, addr[0], conn.getsockname()[1] == port, conn.gettimeout()))
            chunks = []
            while True:
                data = conn.recv(7)
                if not data:
                    break
                chunks.append(data)
                conn.sendall(data.upper())
            results.append(b"".join(chunks))


th = threading.Thread(target=serve, args=(4,))
th.start()

# 1: send/recv in a loop
c = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
c.settimeout(10)
c.connect(("127.0.0.1", port))
print(c.getpeername() == ("127.0.0.1", port), c.getsockname()[0])
msg = b"hello, echo server"
c.sendall(msg)
got = b""
while len(got) < len(msg):
    got += c.recv(100)
print(got)
c.shutdown(socket.SHUT_WR)
print(c.recv(10))
c.close()

# 2: a big message with sendall, recv_into a bytearray and a memoryview
c = socket.create_connection(("127.0.0.1", port), timeout=10)
print(c.gettimeout(), type(c).__name__)
big = bytes(range(97, 123)) * 5000
c.sendall(big)
buf = bytearray(1000)
view = memoryview(buf)
total = bytearray()
while len(total) < len(big):
    n = c.recv_into(view[:500] if len(total) % 2 else buf, 0)
    total += buf[:n]
print(len(total), bytes(total) == big.upper())
c.shutdown(socket.SHUT_RDWR)
c.close()

# 3: sendall of a bytearray and a memoryview, recv with MSG_PEEK
c = socket.create_connection(("127.0.0.1", port))
c.sendall(bytearray(b"abc"))
c.sendall(memoryview(b"xyzdef")[3:])
want = b"ABCDEF"
peeked = b""
while len(peeked) < len(want):
    peeked = c.recv(100, socket.MSG_PEEK)
print(peeked, c.recv(100))
n = c.send(b"done")
print(n)
print(c.recv(100))
c.close()

# 4: a client that sends nothing
with socket.create_connection(("127.0.0.1", port)) as c:
    pass
print(c._closed)
th.join()
for r in results:
    print(r if len(r) < 50 else (len(r), r[:10]))
srv.close()

# connecting to the port now closed
c = socket.socket()
err = c.connect_ex(("127.0.0.1", port))
print(err == 111)  # ECONNREFUSED on Linux
try:
    c.connect(("127.0.0.1", port))
except ConnectionRefusedError as e:
    print("refused", e.errno, e.strerror, isinstance(e, OSError))
c.close()
try:
    socket.create_connection(("127.0.0.1", port))
except ConnectionRefusedError as e:
    print("create_connection refused", e)

# create_server on a port in use
a = socket.create_server(("127.0.0.1", 0))
p = a.getsockname()[1]
try:
    socket.create_server(("127.0.0.1", p))
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror.replace(str(p), "PORT"))
a.close()
