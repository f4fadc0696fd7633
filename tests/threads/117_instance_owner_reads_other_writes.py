# An object made by one thread whose attributes another thread replaces
# while the maker reads them.  The maker owns the object and reads its
# inline attribute values without the lock, so a writer that is not the
# owner must treat the object as shared from its first store on: a value
# it replaces is released only after the owner's next quiescent state.
# (Without that, the owner read a freed Item whose memory already held
# one of the lists the writer stores: "'list' object has no attribute
# 'v'".)  The last round makes the writer turn the values into a real
# dict (vars()) part-way through.
import threading


class Item:
    def __init__(self, v):
        self.v = v


class Obj:
    def __init__(self):
        self.x = Item(0)
        self.y = [0]


def writer(o, n, stop, materialize):
    for i in range(n):
        o.x = Item(i)
        o.y = [i]
        if materialize and i == n // 2:
            vars(o)
    stop.set()


for materialize in (False, True):
    o = Obj()
    stop = threading.Event()
    t = threading.Thread(target=writer, args=(o, 100000, stop, materialize))
    t.start()
    bad = 0
    while not stop.is_set():
        x, y = o.x, o.y
        if type(x) is not Item or type(y) is not list or x.v < 0 or y[0] < 0:
            bad += 1
    t.join()
    print("materialize" if materialize else "inline", "bad reads:", bad, o.x.v, o.y)
