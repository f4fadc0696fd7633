# A selectors-based server in one thread answering 4 client threads, each
# making 25 request/reply round trips over makefile() line streams; and
# select.select / poll waits running in several threads at once.
import select
import selectors
import socket
import threading

srv = socket.create_server(("127.0.0.1", 0))
srv.setblocking(False)
port = srv.getsockname()[1]
stop_r, stop_w = socket.socketpair()
served = []


def server():
    sel = selectors.DefaultSelector()
    sel.register(srv, selectors.EVENT_READ, "accept")
    sel.register(stop_r, selectors.EVENT_READ, "stop")
    running = True
    while running:
        for key, mask in sel.select(5):
            if key.data == "accept":
                conn, _ = srv.accept()
                conn.setblocking(False)
                sel.register(conn, selectors.EVENT_READ, bytearray())
            elif key.data == "stop":
                running = False
            else:
                conn = key.fileobj
                data = conn.recv(4096)
                if not data:
                    sel.unregister(conn)
                    conn.close()
                    continue
                buf = key.data
                buf.extend(data)
                while b"\n" in buf:
                    i = buf.index(b"\n")
                    line = bytes(buf[:i])
                    del buf[:i + 1]
                    n = int(line)
                    served.append(n)
                    conn.setblocking(True)
                    conn.sendall(b"%d\n" % (n * n))
                    conn.setblocking(False)
    for key in list(sel.get_map().values()):
        if key.data not in ("accept", "stop"):
            key.fileobj.close()
    sel.close()


sums = {}


def client(k):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as c:
        f = c.makefile("rwb")
        total = 0
        for i in range(25):
            f.write(b"%d\n" % (k * 100 + i))
            f.flush()
            total += int(f.readline())
        f.close()
    sums[k] = total


st = threading.Thread(target=server)
st.start()
clients = [threading.Thread(target=client, args=(k,)) for k in range(4)]
for t in clients:
    t.start()
for t in clients:
    t.join()
stop_w.send(b"x")
st.join()
srv.close()
print("requests served:", len(served), sorted(served) == sorted(k * 100 + i for k in range(4) for i in range(25)))
print("sums:", [sums[k] for k in range(4)])
print("expected:", [sum((k * 100 + i) ** 2 for i in range(25)) for k in range(4)])

# waits in several threads at once, each on its own pair
pairs = [socket.socketpair() for _ in range(6)]
woke = [None] * 6


def waiter(i):
    a, b = pairs[i]
    if i % 3 == 0:
        r, _, _ = select.select([b], [], [], 10)
        woke[i] = r == [b]
    elif i % 3 == 1:
        p = select.poll()
        p.register(b, select.POLLIN)
        woke[i] = p.poll(10000) == [(b.fileno(), select.POLLIN)]
    else:
        with select.epoll() as ep:
            ep.register(b, select.EPOLLIN)
            woke[i] = ep.poll(10) == [(b.fileno(), select.EPOLLIN)]


ws = [threading.Thread(target=waiter, args=(i,)) for i in range(6)]
for t in ws:
    t.start()
for a, b in pairs:
    a.send(b"!")
for t in ws:
    t.join()
print("woke:", woke)
for a, b in pairs:
    a.close()
    b.close()
stop_r.close()
stop_w.close()
