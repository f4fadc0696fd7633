# Threads run the same functions on different types at once, while one of
# them changes a class under the others: the interpreter's caches are per
# thread and keyed on versions, so every thread must see its own types'
# behaviour and every change, with no torn state.
import threading


class A:
    scale = 1

    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v * self.scale


class B:
    __slots__ = ("v",)
    scale = 2

    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v * self.scale


class C(A):
    def get(self):
        return -self.v


class Vec:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Vec(self.v + o.v)

    def __lt__(self, o):
        return self.v < o.v


def vec_add(self, o):
    return Vec(self.v + o.v)


def combine(x, y):
    return x + y, x < y, [x, y][1]


def work(make, n):
    total = 0
    pieces = []
    for i in range(n):
        o = make(i)
        total += o.get()
        pieces.append(combine(o.v, o.v)[0])
    return total, len(pieces)


def work_plain(values):
    acc = values[0]
    for v in values[1:]:
        acc = combine(acc, v)[0]
    return acc


N = 3000
results = {}
stop = threading.Event()


def run(name, fn):
    results[name] = fn()


def patcher():
    k = 0
    while not stop.is_set() and k < 2000:
        A.scale = 1          # the same value: every reader still gets v * 1
        if k % 100 == 0:     # an equal method: x + y runs one or the other
            Vec.__add__ = vec_add
        k += 1


jobs = [
    ("A", lambda: work(A, N)),
    ("B", lambda: work(B, N)),
    ("C", lambda: work(C, N)),
    ("int", lambda: work_plain(list(range(N)))),
    ("float", lambda: work_plain([0.5] * N)),
    ("str", lambda: len(work_plain(["ab"] * N))),
    ("big", lambda: work_plain([2 ** 70] * 50)),
    ("vec", lambda: work_plain([Vec(i) for i in range(N)]).v),
]
ts = [threading.Thread(target=run, args=job) for job in jobs]
p = threading.Thread(target=patcher)
p.start()
for t in ts:
    t.start()
for t in ts:
    t.join()
stop.set()
p.join()
for name, _ in jobs:
    print(name, results[name])
