# Generations: a young collection (gc.collect(0)) examines only the objects
# made since the last collection.  A cycle whose members are split between
# an old object and young ones is referenced, as far as the young set can
# tell, from outside (the old member's reference is counted in the young
# member): the young collection keeps it, and the next full collection
# frees all of it.  Counts are CPython's gc.collect() counts.
import gc

gc.disable()


class Node:
    def __init__(self):
        self.next = None


def split_cycles(n):
    olds = [Node() for _ in range(n)]
    gc.collect()  # full: every Node in olds is old from here on
    for o in olds:
        y1 = Node()  # young
        y2 = Node()  # young
        o.next = y1
        y1.next = y2
        y2.next = o  # closes the cycle old -> young -> young -> old


split_cycles(1000)
print("young collection frees", gc.collect(0))
print("young collection again", gc.collect(1))
print("full collection frees", gc.collect())
print("nothing left", gc.collect())

# A purely young cycle next to it: the young collection frees it alone.
a = Node()
a.next = a
del a
print("young-only cycle", gc.collect(0))
