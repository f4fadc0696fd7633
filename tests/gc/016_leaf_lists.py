# Leaf lists: a list that holds no tracked object (empty, or numbers and
# strings only) can be part of no cycle, so young collections skip it and
# full ones leave its items unread.  Each way of storing an object into
# a list must end that: a list given a tracked object is examined again,
# so a cycle through it is freed by the next collection of the objects
# made since (gc.collect(1)), not only by a full one.  And lists one
# thread owns, made cycles of by another thread, must still be collected
# by automatic collections alone: garbage stays bounded.
import gc
import threading
import weakref


class Node:
    pass


def fresh():
    """A leaf from birth."""
    return [1]


def aged_leaf():
    """A list that held a tracked object, holds a number only, and has
    lived through a collection of the young objects."""
    gc.disable()  # a stays young until gc.collect(0) sees it
    a = [Node()]
    a.pop()
    a.append(1)
    gc.collect(0)
    gc.enable()
    return a


STORES = {
    "append": lambda a, n: a.append(n),
    "insert": lambda a, n: a.insert(0, n),
    "extend": lambda a, n: a.extend([n]),
    "extend(tuple)": lambda a, n: a.extend((n,)),
    "setitem": lambda a, n: a.__setitem__(0, n),
    "slice": lambda a, n: a.__setitem__(slice(0, 1), [n]),
    "extended slice": lambda a, n: a.__setitem__(slice(0, 1, 1), [n]),
    "+=": lambda a, n: a.__iadd__([n]),
    "__init__": lambda a, n: a.__init__([n]),
    "*= after": lambda a, n: (a.append(n), a.__imul__(2)),
}

gc.collect()
for name, store in STORES.items():
    for make in (fresh, aged_leaf):  # a leaf from birth / one a collection saw
        a = make()
        gc.disable()  # no automatic collection makes the cycle old before gc.collect(1)
        n = Node()
        store(a, n)
        n.back = a  # a -> n -> a
        r = weakref.ref(n)
        del a, n
        gc.collect(1)
        gc.enable()
        print(f"{name:15} {make.__name__:9} cycle freed by gc.collect(1): {r() is None}")
gc.collect()

# Items that stay untracked keep a list a leaf; its contents are intact.
nums = aged_leaf()
nums.extend(range(5))
nums[0] = "s"
nums.insert(0, 2.5)
gc.collect()
print("leaf contents:", nums)

# Another thread links the main thread's empty lists into cycles; only
# automatic collections run, and almost nothing else survives them.
# Unbounded, this would keep 400,000 lists.
ROUNDS, PAIRS = 200, 2000
batches = [None]
ready, done = threading.Semaphore(0), threading.Semaphore(0)


def link():
    for _ in range(ROUNDS):
        ready.acquire()
        batch = batches[0]
        for i in range(0, len(batch), 2):
            batch[i].append(batch[i + 1])
            batch[i + 1].append(batch[i])
        batch = None
        done.release()


gc.collect()
worker = threading.Thread(target=link)
worker.start()
for _ in range(ROUNDS):
    batches[0] = [[] for _ in range(2 * PAIRS)]
    ready.release()
    done.acquire()
    batches[0] = None
worker.join()
lists = sum(1 for o in gc.get_objects() if type(o) is list)
print("lists bounded:", lists < ROUNDS * PAIRS // 2)
# Twice: a stale stack slot naming the last batch (gc/collect.c's
# mark_alive) may keep it one collection longer.
gc.collect()
gc.collect()
lists = sum(1 for o in gc.get_objects() if type(o) is list)
print("lists after gc.collect() below 1000:", lists < 1000)
