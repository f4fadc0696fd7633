# select.poll register/modify/unregister on socketpairs and pipes, and a
# bounded selectors echo loop between two socketpairs.
import select, selectors, socket, os

a, b = socket.socketpair()
p = select.poll()
p.register(a, select.POLLIN)
p.register(b.fileno(), select.POLLOUT)
print(sorted((fd == a.fileno(), ev) for fd, ev in p.poll(0)))
b.send(b'x')
print(sorted((fd == a.fileno(), ev & (select.POLLIN | select.POLLOUT)) for fd, ev in p.poll(100)))
p.modify(b, select.POLLIN)
print(sorted((fd == a.fileno(), ev) for fd, ev in p.poll(0)))
p.unregister(a)
print(p.poll(0))
try:
    p.unregister(a)
except KeyError as e:
    print('KeyError', type(e.args[0]).__name__)
try:
    p.modify(a, select.POLLIN)
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
a.close()
res = p.poll(100)
print([(ev & select.POLLIN != 0, ev & select.POLLHUP != 0) for fd, ev in res])
b.close()

r, w = os.pipe()
p = select.poll()
p.register(r)
p.register(w, select.POLLOUT)
print(sorted((fd == r, ev) for fd, ev in p.poll(0)))
os.close(w)
p.unregister(w)
print([(fd == r, ev & select.POLLHUP != 0) for fd, ev in p.poll(0)])
os.close(r)
print([(ev & select.POLLNVAL != 0) for fd, ev in p.poll(0)])
try:
    p.register(-1)
except ValueError as e:
    print('ValueError', e)
try:
    p.poll('x')
except TypeError as e:
    print('TypeError', e)
try:
    p.register('nofd')
except TypeError as e:
    print('TypeError', e)

c1, s1 = socket.socketpair()
c2, s2 = socket.socketpair()
for s in (c1, s1, c2, s2):
    s.setblocking(False)
sel = selectors.DefaultSelector()
sel.register(s1, selectors.EVENT_READ, 'echo1')
sel.register(s2, selectors.EVENT_READ, 'echo2')
pending = {c1: [b'one', b'two'], c2: [b'three']}
for c, msgs in pending.items():
    c.send(msgs.pop(0))
received = {c1: [], c2: []}
rounds = 0
while rounds < 50 and (sum(len(v) for v in received.values()) < 3):
    rounds += 1
    for key, mask in sel.select(timeout=0.5):
        data = key.fileobj.recv(100)
        key.fileobj.send(data[::-1])
    for c in (c1, c2):
        try:
            got = c.recv(100)
        except BlockingIOError:
            continue
        received[c].append((got))
        if pending[c]:
            c.send(pending[c].pop(0))
print(received[c1], received[c2])
key = sel.modify(s1, selectors.EVENT_READ | selectors.EVENT_WRITE, 'both')
print(key.data, key.events == 3, sel.get_key(s1).data)
print(sorted(k.data for k in sel.get_map().values()))
ev = sel.select(0)
print([(k.data, m) for k, m in ev])
sel.unregister(s1)
try:
    sel.get_key(s1)
except KeyError as e:
    print('KeyError unregistered')
try:
    sel.register(s2, selectors.EVENT_READ)
except KeyError as e:
    print('KeyError dup')
try:
    sel.register(c1, 0)
except ValueError as e:
    print('ValueError', e)
sel.close()
for s in (c1, s1, c2, s2):
    s.close()
