# Deep chains of containers, instances, closures and iterators are freed
# without deep C recursion (gc/trashcan.c): no stack overflow.
import sys
N = 200000
l = []
for i in range(N):
    l = [l]
del l
print("list")
d = {}
for i in range(N):
    d = {1: d}
del d
print("dict")
t = ()
for i in range(N):
    t = (t,)
del t
print("tuple")
class Node:
    def __init__(self, nxt):
        self.next = nxt
n = None
for i in range(N):
    n = Node(n)
del n
print("instance")
class S:
    __slots__ = ("next",)
s = None
for i in range(N):
    x = S(); x.next = s; s = x
del s, x
print("slots")
def mk(f):
    return lambda: f
f = None
for i in range(N):
    f = mk(f)
del f
print("closure")
it = iter([])
for i in range(N):
    it = iter([it])
del it
print("iterator")
s = frozenset()
for i in range(N):
    s = frozenset([s])
del s
print("frozenset")
import gc
l = []
for i in range(N):
    l = [l]
l.append(l)   # a cycle: the collector frees it
del l
gc.collect()
print("collected")
