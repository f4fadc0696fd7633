# threads write through memoryviews of one bytearray while others read
# it whole; exports keep its size fixed until every view is released
import threading
N, SIZE, ROUNDS = 4, 64, 2000
b = bytearray(SIZE * N)
views = [memoryview(b)[k * SIZE:(k + 1) * SIZE] for k in range(N)]
bad = []
def writer(k):
    v = views[k]
    for i in range(ROUNDS):
        v[:] = bytes([i % 256]) * SIZE
        v[i % SIZE] = 255
def reader():
    for i in range(ROUNDS):
        snap = bytes(b)
        if len(snap) != SIZE * N:
            bad.append(len(snap))
        try:
            b.append(0)
            bad.append('resized')
        except BufferError:
            pass
ts = [threading.Thread(target=writer, args=(k,)) for k in range(N)] + [threading.Thread(target=reader) for _ in range(2)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(bad)
last = (ROUNDS - 1) % 256
print(all(views[k].tolist().count(last) == SIZE - 1 for k in range(N)))
for v in views:
    v.release()
b.append(1)
print(len(b))

# views released while other threads still use them, and the bytearray
# resized as soon as no view pins it: each access reads or raises, never
# reaches past the data
b = bytearray(b'x' * 1000)
live = []
stop = False
def maker():
    for i in range(1500):
        live.append(memoryview(b)[900:])
        if len(live) > 4:
            live.pop(0).release()
def user():
    while not stop:
        for m in list(live):
            try:
                m[0]; m[1] = 65; m.tobytes(); m[2:4] = b'zz'
            except (ValueError, IndexError):
                pass
def resizer():
    while not stop:
        try:
            del b[500:]
            b.extend(b'y' * 500)
        except BufferError:
            pass
ts = [threading.Thread(target=f) for f in (user, user, resizer)]
for t in ts:
    t.start()
maker()
stop = True
for t in ts:
    t.join()
for m in live:
    m.release()
print('release race: ok', len(b) in (500, 1000))
