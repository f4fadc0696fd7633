# select.select on pipes and socket pairs (ready sets, zero timeout, argument
# errors) and selectors' registration errors.
import os
import re
import select
import selectors
import socket


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", re.sub(r"\bf?d=\d+", "FD", repr(r)))
    except Exception as e:
        msg = re.sub(r"\bf?d=\d+|FD \d+|^'\d+ ", "FD", str(e))
        print(label, "!", type(e).__name__, msg)


r, w = os.pipe()
rl, wl, xl = select.select([r], [w], [], 0)
print("empty pipe", rl == [], wl == [w], xl)
os.write(w, b"abc")
rl, wl, xl = select.select([r], [w], [r, w], 0.0)
print("after write", rl == [r], wl == [w], xl)
print("tuple args", select.select((r,), (), (), 0)[0] == [r])
os.read(r, 3)
print("drained", select.select([r], [], [], 0) == ([], [], []))
os.close(w)
print("eof readable", select.select([r], [], [], 0)[0] == [r])
print("eof read", os.read(r, 10))
os.close(r)


class HasFileno:
    def __init__(self, fd):
        self.fd = fd

    def fileno(self):
        return self.fd


a, b = socket.socketpair()
b.send(b"x")
rl, wl, _ = select.select([HasFileno(a.fileno()), b], [a], [], 0)
print("objects", [type(o).__name__ for o in rl], [o is a for o in wl])
print("none timeout ready", len(select.select([a], [], [], None)[0]))

attempt("negative timeout", lambda: select.select([], [], [], -1))
attempt("str timeout", lambda: select.select([], [], [], "1"))
attempt("not iterable", lambda: select.select(1, [], []))
attempt("bad item", lambda: select.select(["x"], [], [], 0))
attempt("negative fd", lambda: select.select([-1], [], [], 0))
attempt("fileno returns str", lambda: select.select([HasFileno("q")], [], [], 0))
attempt("too few args", lambda: select.select([], []))
closed = socket.socket()
closed_fd = closed.fileno()
closed.close()
attempt("closed socket", lambda: select.select([closed], [], [], 0))

# selectors
sel = selectors.DefaultSelector()
key = sel.register(a, selectors.EVENT_READ, data="A")
print("key", key.fd == a.fileno(), key.events, key.data, key.fileobj is a)
attempt("register twice", lambda: sel.register(a, selectors.EVENT_READ))
attempt("register bad events", lambda: sel.register(b, 0))
attempt("register events 8", lambda: sel.register(b, 8))
attempt("register bad obj", lambda: sel.register("nope", selectors.EVENT_READ))
attempt("register neg fd", lambda: sel.register(-5, selectors.EVENT_READ))
attempt("get_key missing", lambda: sel.get_key(b))
attempt("modify missing", lambda: sel.modify(b, selectors.EVENT_READ))
attempt("modify bad events", lambda: sel.modify(a, 0))
k2 = sel.modify(a, selectors.EVENT_READ | selectors.EVENT_WRITE, "B")
print("modified", k2.events, k2.data, sel.get_key(a) is k2)
k3 = sel.modify(a, selectors.EVENT_READ | selectors.EVENT_WRITE, "C")
print("data only", k3.events, k3.data)
events = sel.select(0)
print("select", [(k.data, m) for k, m in events])
print("map len", len(sel.get_map()), a.fileno() in sel.get_map())
attempt("map missing", lambda: sel.get_map()[b.fileno()])
k4 = sel.unregister(a)
print("unregister returns key", k4.data)
attempt("unregister again", lambda: sel.unregister(a))
print("map empty", len(sel.get_map()))
sel.register(a.fileno(), selectors.EVENT_WRITE)
print("by fd", sel.get_key(a).fd == a.fileno())
sel.close()
attempt("get_key after close", lambda: sel.get_key(a))
print("map after close", sel.get_map())

with selectors.SelectSelector() as s2:
    s2.register(b, selectors.EVENT_WRITE, 1)
    print("select selector", [(k.data, m) for k, m in s2.select(0)])
    print("timeout zero empty", s2.select(timeout=-1) != [])
a.close()
b.close()
