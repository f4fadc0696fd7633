# Threads reading and writing the attributes of the same instances
# (inline values, runtime/instance.c): overwrites while others read, new
# names appended to the class's keys from several threads at once, and
# instances turned into real dicts (vars(), del) while others read them.
import threading

NT = 4
ROUNDS = 3000


class Obj:
    def __init__(self, i):
        self.i = i
        self.v = 0


objs = [Obj(i) for i in range(64)]
errors = []
barrier = threading.Barrier(NT + 1)


def worker(k):
    barrier.wait()
    bad = 0
    name = "t%d" % k
    for r in range(ROUNDS):
        o = objs[r % len(objs)]
        o.v = r                      # everyone overwrites v
        setattr(o, name, r)          # a name of this thread's own
        if o.i != r % len(objs) and o.i != -1:
            bad += 1
        if getattr(o, name) != r:    # only this thread writes it
            bad += 1
        if not isinstance(o.v, int):
            bad += 1
        if r % 97 == 0:
            vars(o)                  # make a real dict while others read
        if r % 211 == 0:
            # a fresh instance, seen by other threads through the list
            objs[(r // 211) % len(objs)] = Obj((r // 211) % len(objs))
    if bad:
        errors.append((k, bad))


def deleter():
    barrier.wait()
    for r in range(ROUNDS):
        o = Obj(-1)
        o.extra = r
        del o.extra
        o.extra = r + 1
        if o.extra != r + 1 or "extra" not in o.__dict__:
            errors.append(("deleter", r))


ts = [threading.Thread(target=worker, args=(k,)) for k in range(NT)]
ts.append(threading.Thread(target=deleter))
for t in ts:
    t.start()
for t in ts:
    t.join()
print("errors:", errors)
names = set()
for o in objs:
    names.update(vars(o))
print(sorted(names))
print(all(isinstance(o.v, int) for o in objs))

# __slots__ fields overwritten by several threads while others read them
class Slotted:
    __slots__ = ("val", "tag")

shared_slots = [Slotted() for _ in range(8)]
for s in shared_slots:
    s.val = [0]
    s.tag = "start"
slot_errors = []


def slot_worker(k):
    for r in range(4000):
        s = shared_slots[r % 8]
        s.val = [k, r]               # a fresh list each time: the old one is released
        s.tag = "t%d" % k
        got = s.val
        if not isinstance(got, list) or not isinstance(s.tag, str):
            slot_errors.append(k)


ts = [threading.Thread(target=slot_worker, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print("slot errors:", slot_errors, all(len(s.val) == 2 for s in shared_slots))
