# random: for the same seed, the same sequence as CPython (Mersenne Twister
# with CPython's seeding; random() from two 32-bit draws; getrandbits).
import random

for seed in [0, 1, 42, 2**32 - 1, 2**32, 2**100 + 7, -5, 123456789, 10**50, True]:
    random.seed(seed)
    print(seed, [random.random() for i in range(4)])
    print(' bits', [random.getrandbits(k) for k in (0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 200)])
    print(' ints', [random.randint(1, 6) for i in range(12)], random.randint(-10**30, 10**30))
    print(' range', random.randrange(10), random.randrange(5, 100, 7), random.randrange(100, 5, -3),
          random.randrange(-50, 50), random.randrange(2**70), random.randrange(0, 10**25, 10**20))

for s in ["hello", "", "ünïcode" * 30, b"bytes", b"\x00" * 200, 3.5, -2.25, 0.0, 1e300]:
    random.seed(s)
    print(repr(s)[:24], random.random(), random.randrange(1000), random.getrandbits(40))

random.seed(None)
a = random.random()
random.seed()
print(0.0 <= a < 1.0, a != random.random())

r = random.Random(42)
print(r.random(), random.Random(42).random(), random.Random(42).randint(1, 100))
r1, r2 = random.Random(7), random.Random(7)
print([r1.random() for i in range(3)] == [r2.random() for i in range(3)])
print(random.Random().random() != random.Random().random())
random.seed(42)
r = random.Random(42)
print(random.random() == r.random(), random.random() == r.random())
r.seed(5)
print(r.random(), type(r).__name__)
print(random.Random(2**200).getrandbits(300))
# the edges of the machine-word fast paths
random.seed(3)
print(random.randint(-2**62, 2**62 - 1), random.randint(-2**62, 2**62), random.randrange(-2**62, 2**62 - 1),
      random.randint(-2**63, 2**63), random.randrange(2**63), random.randrange(2**64 - 1), random.randint(0, 0))
