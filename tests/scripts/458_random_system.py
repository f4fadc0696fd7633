# random.SystemRandom: the Random methods over OS entropy (only properties
# that hold for any draw are printed); no seed, no state.
import random
s = random.SystemRandom()
print(isinstance(s, random.Random), type(s).__name__)
xs = [s.random() for i in range(1000)]
print(all(0 <= x < 1 for x in xs), len(set(xs)) > 990)
print(all(1 <= s.randint(1, 6) <= 6 for i in range(100)), s.choice('a') == 'a', sorted(s.sample(range(5), 5)))
print(s.seed(5), 0 <= s.getrandbits(100) < 2**100, len(s.randbytes(10)), abs(sum(s.gauss() for i in range(2000)) / 2000) < 0.2)
l = list(range(10)); s.shuffle(l); print(sorted(l) == list(range(10)))
for f in (s.getstate, lambda: s.setstate(None)):
    try:
        f()
    except NotImplementedError as e:
        print('NotImplementedError', e)
print(random.SystemRandom(5).random() != random.SystemRandom(5).random())
