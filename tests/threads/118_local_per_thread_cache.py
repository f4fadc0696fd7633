# threading.local: each thread remembers the dict it found for a local
# object, so the cases that must look it up again are checked here: a
# later Python thread on the same pooled OS thread starts empty; a local
# made at the address of a freed one starts empty; locals that share a
# cache slot keep their own values; another thread's first use does not
# disturb this thread's values; __dict__ by a computed name; a subclass's
# __init__ runs once in each thread.
import threading

results = []


def run(fn, *args):
    t = threading.Thread(target=fn, args=args)
    t.start()
    t.join()


# 1. sequential threads (the pool reuses OS threads): none sees another's value
shared = threading.local()


def seq(i):
    results.append(("seq", i, getattr(shared, "v", None)))
    shared.v = i
    results.append(("seq-set", i, shared.v))


for i in range(5):
    run(seq, i)
shared.v = "main"
print(sorted(results))
results.clear()

# 2. a local freed and another made (often at the same address) starts empty
for i in range(50):
    loc = threading.local()
    if hasattr(loc, "x"):
        print("stale value in a fresh local", i)
    loc.x = i
    del loc
print("fresh locals start empty")

# 3. many locals at once (several per cache slot), in several threads
locs = [threading.local() for _ in range(40)]


def many(tag):
    for j, loc in enumerate(locs):
        loc.v = (tag, j)
    wrong = 0
    for _ in range(3):
        for j, loc in enumerate(locs):
            wrong += loc.v != (tag, j)
    results.append(("many", tag, wrong))


ts = [threading.Thread(target=many, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
many("main")
for t in ts:
    t.join()
print(sorted(map(str, results)))
results.clear()

# 4. another thread's first use moves the object's table; ours stays
loc = threading.local()
loc.a = "main-a"
before = loc.a
go = threading.Event()
ready = threading.Event()


def other():
    loc.a = "other-a"
    ready.set()
    go.wait()
    results.append(("other", loc.a))


t = threading.Thread(target=other)
t.start()
ready.wait()
print("main after other's first use:", before, loc.a)
loc.a = "main-b"
go.set()
t.join()
print(results, loc.a)
results.clear()

# 5. __dict__ by a literal and by a computed (not interned) name
loc.b = 2
name = "".join(["__di", "ct__"])
print(sorted(loc.__dict__.items()), sorted(getattr(loc, name).items()))
try:
    setattr(loc, name, {})
except AttributeError as e:
    print("AttributeError:", e)


# 6. a subclass's __init__ runs once per thread, with the constructor's arguments
class Counted(threading.local):
    inits = []

    def __init__(self, base):
        Counted.inits.append(base)
        self.base = base


c = Counted(10)


def use_counted():
    for _ in range(3):
        results.append(c.base)


run(use_counted)
run(use_counted)
print(results, len(Counted.inits))

# 7. a missing attribute: the error names the local object's type
try:
    shared.nothing
except AttributeError as e:
    print("AttributeError:", e)
