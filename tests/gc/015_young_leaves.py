# Young leaves: an automatic young collection leaves out of its set the
# young objects that hold no tracked object (a list of numbers, a tuple of
# strings: they can be part of no cycle).  One that hangs from young
# garbage must still die, by counting, when the collector clears the
# cycle (gc.get_objects() no longer lists it); one that garbage shares with
# a live object must survive intact; and a leaf that later comes to hold
# a cycle's member is examined again once it is old (a full collection).
import gc
import weakref


class Node:
    pass


kept = []
MARK = "young-leaf-marker"


def make(i):
    a = Node()
    b = Node()
    a.other = b
    b.other = a  # a cycle, garbage once make returns
    a.leaf = [i, 2.5, MARK]  # holds no tracked object
    shared = (i, "shared")  # also held by `kept`: must survive the cycle
    b.shared = shared
    kept.append(shared)
    return weakref.ref(a)


gc.disable()  # everything below is made before any collection: all young
refs = [make(i) for i in range(2000)]
gc.enable()
# Tracked allocations that stay alive pass the threshold: automatic
# collections (young ones) run and find the cycles.
keep = [[i] for i in range(20000)]
print("cycles freed:", sum(r() is None for r in refs))
print("leaves left:", sum(1 for o in gc.get_objects() if type(o) is list and len(o) == 3 and o[2] is MARK))
print("shared tuples intact:", all(t == (i, "shared") for i, t in enumerate(kept)))

# A list that was a leaf when a collection saw it, later part of a cycle
# of old objects: a full collection frees it.
gc.collect()
holder = [1, 2, 3]
gc.collect()  # holder is old now
n = Node()
n.back = holder
holder.append(n)  # holder -> n -> holder
r = weakref.ref(n)
del n, holder
gc.collect()
print("old cycle through a former leaf freed:", r() is None)
