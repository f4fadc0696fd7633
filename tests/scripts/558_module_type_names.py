# The types of the standard modules carry their module: repr, __name__, __qualname__,
# __module__, and the name error messages use (CPython's tp_name, e.g. 'functools.partial').
import functools, itertools, collections, random, _thread, threading

def show(t):
    print(repr(t), t.__name__, t.__qualname__, t.__module__)

show(functools.partial)
show(type(functools.cmp_to_key(lambda a, b: 0)))
show(itertools.count)
show(itertools.chain)
show(itertools.product)
show(itertools.groupby)
show(type(itertools.tee([])[0]))
show(collections.deque)
show(type(iter(collections.deque())))
show(collections.defaultdict)
show(collections.OrderedDict)
show(collections.Counter)
show(random.Random)
show(random.SystemRandom)
show(_thread.LockType)
show(type(_thread.allocate_lock()))
show(_thread._local)
show(type(threading.Lock()))
show(type(threading.RLock()))
show(threading.Thread)
show(threading.Event)
show(threading.local)

print(repr(functools.partial(max, 1, key=abs)))
class MyPartial(functools.partial):
    pass
print(repr(MyPartial(max, 2)))
print(random.Random().__module__, random.SystemRandom().__module__)
print(isinstance(random.SystemRandom(), random.Random))

for make in (lambda: functools.partial(max), lambda: _thread.allocate_lock(), lambda: random.Random(1),
             lambda: itertools.count(), lambda: collections.deque(), lambda: functools.cmp_to_key(len)(1)):
    o = make()
    try:
        o + 1
    except TypeError as e:
        print("TypeError:", e)
    try:
        o[0] if not isinstance(o, collections.deque) else o.nope
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
try:
    hash(functools.cmp_to_key(len)(1))
except TypeError as e:
    print("TypeError:", e)
