# One socket shared by threads: several threads sendall on one end while
# one thread reads the other end (every byte arrives once); then a thread
# blocked in recv while another thread closes the socket: no crash, and the
# reader ends with end of stream, a timeout or an OSError.
import socket
import threading

a, b = socket.socketpair()
N_SENDERS = 4
PER = 200
MSG = 64
results = {}


def sender(k):
    for i in range(PER):
        a.sendall(bytes([65 + k]) * MSG)


def receiver():
    counts = {}
    total = 0
    while total < N_SENDERS * PER * MSG:
        data = b.recv(4096)
        if not data:
            break
        total += len(data)
        for byte in set(data):
            counts[byte] = counts.get(byte, 0) + data.count(byte)
    results["counts"] = counts
    results["total"] = total


threads = [threading.Thread(target=sender, args=(k,)) for k in range(N_SENDERS)]
r = threading.Thread(target=receiver)
r.start()
for t in threads:
    t.start()
for t in threads:
    t.join()
r.join()
print("total:", results["total"])
print("per sender:", sorted((chr(k), v) for k, v in results["counts"].items()))
a.close()
b.close()

# close from another thread while a thread waits in recv (with a timeout,
# so that an implementation whose close does not wake the reader still ends)
outcomes = []
for round in range(5):
    a, b = socket.socketpair()
    b.settimeout(0.3)
    ready = threading.Event()

    def reader():
        ready.set()
        try:
            data = b.recv(10)
            outcomes.append("eof" if data == b"" else "data")
        except TimeoutError:
            outcomes.append("timeout")
        except OSError:
            outcomes.append("oserror")

    t = threading.Thread(target=reader)
    t.start()
    ready.wait()
    b.close()
    # new sockets may take the closed descriptor's number: nothing is sent on them
    extra = [socket.socketpair() for _ in range(3)]
    t.join(10)
    for x, y in extra:
        x.close()
        y.close()
    a.close()
print("rounds:", len(outcomes), "all expected:", all(o in ("eof", "timeout", "oserror") for o in outcomes))

# many threads on one listening socket: each accept gets its own connection
srv = socket.create_server(("127.0.0.1", 0))
port = srv.getsockname()[1]
accepted = []
lock = threading.Lock()


def acceptor():
    conn, _ = srv.accept()
    with conn:
        data = conn.recv(100)
        conn.sendall(data[::-1])
    with lock:
        accepted.append(data)


acc = [threading.Thread(target=acceptor) for _ in range(4)]
for t in acc:
    t.start()
replies = []
for i in range(4):
    with socket.create_connection(("127.0.0.1", port)) as c:
        c.sendall(b"client%d" % i)
        replies.append(c.recv(100))
for t in acc:
    t.join()
srv.close()
print(sorted(accepted))
print(replies)
