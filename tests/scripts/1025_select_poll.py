# select: select.select, select.poll, select.epoll on socket pairs; argument errors
import select
import socket

print(select.POLLIN, select.POLLPRI, select.POLLOUT, select.POLLERR, select.POLLHUP, select.POLLNVAL)
print(select.EPOLLIN, select.EPOLLOUT, select.EPOLLERR, select.EPOLLHUP, select.EPOLLET, select.error is OSError)

a, b = socket.socketpair()
r, w, x = select.select([a, b], [a], [], 0)
print(r, len(w), w[0] is a, x)
a.send(b"data")
r, w, x = select.select([a, b.fileno()], [], [], 1.0)
print(r == [b.fileno()])
r, w, x = select.select((b,), (), (), None)
print(r[0] is b, w, x)
print(b.recv(10))
print(select.select([b], [], [], 0.05))


class Wrapper:
    def __init__(self, s):
        self.s = s

    def fileno(self):
        return self.s.fileno()


wb = Wrapper(b)
a.send(b"z")
r, _, _ = select.select([wb], [], [])
print(r[0] is wb)
b.recv(1)


def t(label, f):
    try:
        print(label, "ok", f())
    except Exception as e:
        print(label, type(e).__name__, e)


t("timeout str", lambda: select.select([], [], [], "x"))
t("timeout neg", lambda: select.select([], [], [], -1))
t("fd neg", lambda: select.select([-1], [], [], 0))
t("bad obj", lambda: select.select(["a"], [], [], 0))
t("not seq", lambda: select.select(1, [], [], 0))
t("few args", lambda: select.select([], []))

# poll
p = select.poll()
p.register(a, select.POLLIN)
p.register(b.fileno())
print(sorted(p.poll(0)) == [(b.fileno(), select.POLLOUT)])
a.send(b"hi")
ev = p.poll(1000)
print(sorted(ev) == [(b.fileno(), select.POLLIN | select.POLLOUT)])
p.modify(b, select.POLLIN)
print(p.poll() == [(b.fileno(), select.POLLIN)])
print(b.recv(10))
print(p.poll(10), p.poll(0.5))
p.unregister(b)
try:
    p.unregister(b.fileno())
except KeyError as e:
    print("unregister again KeyError", e.args == (b.fileno(),))
t("modify missing", lambda: p.modify(b, select.POLLIN))
t("register str", lambda: p.register("a"))
t("poll str", lambda: p.poll("a"))
a2, b2 = socket.socketpair()
p.register(b2, select.POLLIN)
a2.close()
ev = p.poll(1000)
print(len(ev), ev[0][0] == b2.fileno(), bool(ev[0][1] & select.POLLIN))
b2.close()

# a closed descriptor: POLLNVAL from poll, EBADF from select
c, d = socket.socketpair()
fd = d.fileno()
d.close()
q = select.poll()
q.register(fd, select.POLLIN)
print(q.poll(0) == [(fd, select.POLLNVAL)])
t("select closed", lambda: select.select([fd], [], [], 0))
c.close()

# epoll
with select.epoll() as ep:
    print(ep.closed, ep.fileno() >= 0)
    ep.register(b, select.EPOLLIN)
    print(ep.poll(0))
    a.send(b"e")
    print(ep.poll(1) == [(b.fileno(), select.EPOLLIN)])
    ep.modify(b, select.EPOLLIN | select.EPOLLOUT)
    print(ep.poll(timeout=1, maxevents=4) == [(b.fileno(), select.EPOLLIN | select.EPOLLOUT)])
    ep.unregister(b)
    print(ep.poll(0))
    t("unregister missing", lambda: ep.unregister(b))
    t("register twice", lambda: (ep.register(a), ep.register(a)))
    t("maxevents", lambda: ep.poll(0, 0))
print(ep.closed)
t("closed epoll", lambda: ep.poll(0))
t("closed fileno", lambda: ep.fileno())
a.close()
b.close()
