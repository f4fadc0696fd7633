# Objects that threads read through module globals (a dict, a list, an
# instance) become counted per thread once another thread reads them
# (gc/perthread.c).  Readers race with a writer that replaces, mutates and
# deletes those globals; every result is exact, and objects replaced while
# threads still hold them stay intact.
import gc
import threading

SETTINGS = {"scale": 3, "offset": 1, "name": "cfg"}
TABLE = list(range(256))


class Config:
    def __init__(self, scale):
        self.scale = scale
        self.items = [scale] * 8


CFG = Config(2)
CUR = [7] * 10
start = threading.Barrier(5)
stop = threading.Event()


def reader(n, out, i):
    start.wait()
    total = 0
    bad = 0
    for k in range(n):
        total += SETTINGS["scale"] + SETTINGS.get("offset", 0) + TABLE[k & 255]
        c = CFG
        if c.items[3] != c.scale or len(c.items) != 8:
            bad += 1
        cur = CUR
        if len(cur) != 10 or sum(cur) != 10 * cur[0]:
            bad += 1
    out[i] = (total, bad)


def writer():
    global CUR, CFG
    start.wait()
    r = 0
    while not stop.is_set() and r < 20000:
        r += 1
        CUR = [r] * 10
        if r % 100 == 0:
            CFG = Config(r)
            TABLE.append(r)
            TABLE.pop()
        if r % 1000 == 0:
            gc.collect()
    return r


out = [None] * 4
ts = [threading.Thread(target=reader, args=(20000, out, i)) for i in range(4)]
w = threading.Thread(target=writer)
for t in ts:
    t.start()
w.start()
for t in ts:
    t.join()
stop.set()
w.join()
expected = sum(3 + 1 + (k & 255) for k in range(20000))
print([o[0] == expected for o in out], [o[1] for o in out])

# A global deleted while other threads read it: they see NameError.
PRESENT = {"v": 1}
seen = []
go = threading.Event()


def late_reader():
    try:
        while True:
            PRESENT["v"]
            if go.is_set():
                break
        while True:
            PRESENT["v"]
    except NameError as e:
        seen.append(str(e))


t = threading.Thread(target=late_reader)
t.start()
go.set()
del PRESENT
t.join()
print(seen)
gc.collect()
print(SETTINGS, TABLE[:4], len(TABLE), CFG.scale > 0)
