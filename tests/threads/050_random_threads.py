# random from several threads.  The module's functions share one generator,
# and each call takes its words atomically: so whatever the interleaving,
# the values all threads drew together are exactly the first N values a
# single generator with the same seed gives (as a multiset), none lost,
# none repeated, none torn.  Random instances of their own are independent.
import random
import threading

NT, PER = 4, 5000

random.seed(12345)
bits = [[] for i in range(NT)]
floats = [[] for i in range(NT)]
barrier = threading.Barrier(NT)


def shared_bits(i):
    barrier.wait()
    out = bits[i]
    for k in range(PER):
        out.append(random.getrandbits(32))


ts = [threading.Thread(target=shared_bits, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
ref = random.Random(12345)
expect = sorted(ref.getrandbits(32) for k in range(NT * PER))
got = sorted(v for b in bits for v in b)
print(len(got), got == expect)

random.seed(777)


def shared_floats(i):
    barrier.wait()
    out = floats[i]
    for k in range(PER):
        out.append(random.random())


ts = [threading.Thread(target=shared_floats, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
ref = random.Random(777)
expect = sorted(ref.random() for k in range(NT * PER))
got = sorted(v for f in floats for v in f)
print(len(got), got == expect)

# mixed calls on the shared generator: nothing crashes, counts add up
counts = [0] * NT


def mixed(i):
    barrier.wait()
    n = 0
    data = list(range(50))
    for k in range(1000):
        random.shuffle(data)
        random.randint(1, 6)
        random.choice(data)
        random.sample(data, 5)
        random.gauss()
        random.uniform(0, 1)
        n += 1
    counts[i] = n if sorted(data) == list(range(50)) else -1


ts = [threading.Thread(target=mixed, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(counts, sum(counts))

# an instance per thread: each gives the single-threaded sequence
res = [None] * NT


def own(i):
    r = random.Random(i)
    barrier.wait()
    res[i] = [r.randrange(1000) for k in range(2000)]


ts = [threading.Thread(target=own, args=(i,)) for i in range(NT)]
for t in ts:
    t.start()
for t in ts:
    t.join()

def alone(seed):
    r = random.Random(seed)
    return [r.randrange(1000) for k in range(2000)]


print([res[i] == alone(i) for i in range(NT)])
