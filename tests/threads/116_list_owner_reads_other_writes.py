# A list made by one thread and changed by another while its maker reads
# it: the maker owns the list and reads it without the lock, so the writer
# (not the owner) must treat the list as shared from its first write on --
# arrays it outgrows and items it removes or replaces are freed only after
# the maker's next quiescent state.  Each writer operation below grows,
# shrinks, moves or replaces items while the main thread reads the last
# slot and the first one, touching each item it gets (under ASan a freed
# array or item is a reported use-after-free).
import threading


class Item:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


def writer(L, op, stop):
    for r in range(6):
        if op == "append":
            for i in range(20000):
                L.append(Item(i))
            del L[:]
        elif op == "replace":
            for i in range(20000):
                L[i % len(L)] = Item(i)
        elif op == "pop0":
            for i in range(3000):
                L.append(Item(i))
            while len(L) > 1:
                L.pop(0)
        elif op == "insert":
            for i in range(3000):
                L.insert(0, Item(i))
            del L[1:]
        elif op == "slice":
            for i in range(2000):
                L[1:3] = [Item(i), Item(i + 1), Item(i + 2)]
            del L[1:]
        elif op == "sort":
            L.extend(Item(i) for i in range(5000))
            for i in range(5):
                L.sort(key=lambda x: -x.v)
            del L[1:]
    stop.set()


for op in ["append", "replace", "pop0", "insert", "slice", "sort"]:
    L = [Item(-1)]
    stop = threading.Event()
    t = threading.Thread(target=writer, args=(L, op, stop))
    t.start()
    seen = 0
    while not stop.is_set():
        k = len(L)
        for i in (0, k - 1):
            try:
                x = L[i]
            except IndexError:
                continue
            if x.v >= -1:
                seen += 1
    t.join()
    print(op, "ok", len(L) >= 1)
