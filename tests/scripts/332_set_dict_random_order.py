# Random (deterministic LCG) add/discard/pop/union/difference on a set and a dict with int, negative, float, tuple, big and bool keys; the iteration order must match CPython's.
seed = 99
def rnd():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    return seed >> 20
def key():
    k = rnd() % 6
    if k == 0: return rnd() % 50
    if k == 1: return -(rnd() % 50)
    if k == 2: return (rnd() % 10) / 4
    if k == 3: return (rnd() % 5, rnd() % 3)
    if k == 4: return rnd() * 2**40
    return rnd() % 7 == 0
s = set()
d = {}
for step in range(3000):
    op = rnd() % 10
    k = key()
    if op < 4:
        s.add(k); d[k] = step
    elif op < 6:
        s.discard(k); d.pop(k, None)
    elif op == 6 and s:
        p = s.pop()
        d.pop(p, None)
    elif op == 7:
        s = s | {key() for _ in range(3)}
    elif op == 8:
        s = s - {key() for _ in range(10)}
    else:
        s = set(s)
    if step % 100 == 0:
        print(step, len(s), list(s)[:15], list(d.items())[:8])
print(sorted(s, key=repr) == sorted(set(list(s)), key=repr))
print(s)
print(d)
fs = frozenset(s)
print(fs == s, hash(fs) == hash(frozenset(list(s))))
a = set(range(0, 100, 3)); b = set(range(0, 100, 5))
print(a & b, a ^ b)
print(a - b)
print({x * 1.5 for x in range(20)})
print({(x, -x) for x in range(10)})
print({-x for x in range(20)})
print({2**x for x in range(0, 100, 7)})
print({x: x for x in [2**61, 2**61 - 1, -2**61, 0, 1, -1, -2]})
print({2**61 - 1, 0, 2**62, -1, -2})
s = set(range(50))
for i in range(0, 50, 2):
    s.remove(i)
s.add(100); s.add(2)
print(s)
while len(s) > 20:
    s.pop()
print(s)
