# The eval loop's inline paths for loops and subscripts: FOR_ITER over
# range, list and tuple iterators (and everything else through the generic
# path), list[int] reads and stores, with their edge cases: a list that
# grows, shrinks or is replaced while iterated, negative and out-of-range
# indexes, subclasses, big-int indexes, and the same instruction meeting
# other types.


def walk(seq):
    out = []
    for x in seq:
        out.append(x)
    return out


# one FOR_ITER sees every kind of iterator in turn
for seq in ([1, 2, 3], (4, 5), range(3), range(10, 0, -3), "ab", {7: 0}, {8},
            iter([9]), reversed([1, 2]), (x * x for x in range(3)), [], (), range(0)):
    print(type(seq).__name__, walk(seq))

# big ranges leave the small-int iterator
print(walk(range(2**62, 2**62 + 3)))
print(walk(range(-2**63 - 1, -2**63 + 2)))

# a list that grows while iterated: the new items are seen
l = [1, 2, 3]
n = 0
for x in l:
    if x < 6:
        l.append(x + 3)
    n += 1
print(n, l)

# a list that shrinks while iterated: the loop ends early
l = list(range(10))
seen = []
for x in l:
    seen.append(x)
    del l[0]
print(seen, l)

# cleared, then refilled past where the iterator stands
l = [1, 2, 3]
it = iter(l)
print(next(it))
l.clear()
print(list(it))
l.extend([4, 5, 6])
print(list(it))

# a list iterator that was exhausted stays exhausted
l = [1]
it = iter(l)
print(list(it), list(it))
l.append(2)
print(list(it))

# tuple and list subclasses iterate through their own iterators
class T(tuple):
    pass


class L(list):
    def __iter__(self):
        return iter(["sub"] + list(list.__iter__(self)))


print(walk(T((1, 2))), walk(L([3])))

# break / continue / else around the inline paths
def search(seq, target):
    for i, x in enumerate(seq):
        if x == target:
            break
    else:
        return -1
    return i


print(search([5, 6, 7], 7), search((5, 6), 9), search(range(4), 2))

# list reads: negative, out of range, big ints, bools, other types
l = [10, 20, 30]
print(l[0], l[-1], l[-3], l[True], l[2**0])
for bad in (3, -4, 2**70, -2**70):
    try:
        print(l[bad])
    except IndexError as e:
        print("IndexError", e)
try:
    l["a"]
except TypeError as e:
    print("TypeError", e)
try:
    l[1.0]
except TypeError as e:
    print("TypeError", e)

# list stores through the same instruction
def store(seq, i, v):
    seq[i] = v
    return seq


print(store([1, 2, 3], 0, "a"), store([1, 2, 3], -1, "z"), store([1, 2], True, 9))
for bad in (2, -3, 2**70):
    try:
        store([1, 2], bad, 0)
    except IndexError as e:
        print("IndexError", e)
class Setter:
    def __setitem__(self, k, v):
        print("setitem", k, v)


print(store({}, 1, 2), store(L([0]), 0, "L"), type(store(Setter(), 0, 65)).__name__)
print(store([1, 2, 3], slice(0, 2), ["x"]))
try:
    store((1, 2), 0, 0)
except TypeError as e:
    print("TypeError", e)
try:
    store([1], "k", 0)
except TypeError as e:
    print("TypeError", e)

# a stored value replaces the old one; a store into a list another
# reference also sees
l = [[1], [2]]
alias = l
keep = l[0]
l[0] = [3]
l[-1] = None
print(l, alias is l, keep)

# a loop that stores into the list it walks
l = list(range(6))
for i in range(len(l)):
    l[i] = l[i] * l[-1 - i]
print(l)

# nested loops over the same list and tuple
pairs = 0
t = (1, 2, 3)
for a in t:
    for b in [x for x in t]:
        if a < b:
            pairs += 1
print(pairs)

# slice assignment from a temporary list (read in place: nobody else sees
# it) and from lists others also hold (copied first)
l = list(range(10))
l[:3] = l[5:8]
print(l)
l[::2] = [x * 10 for x in range(5)]
print(l)
try:
    l[::2] = [1, 2]
except ValueError as e:
    print("ValueError", e)
l[2:4] = []
print(l)
l[:] = l[::-1]
print(l)
l[1:1] = [l]
print(len(l), l[1] is l)
m = [[1], [2]]
k = m[:]
m[0:1] = k
print(m, m[0] is k[0], k)
perm = list(range(6))
for k in range(1, 6):
    perm[:k + 1] = perm[k::-1]
print(perm)

# enumerate, zip and dict items hand out a pair the loop lets go of, and
# reuse it; a pair somebody keeps is never changed
kept = []
for p in enumerate("abc"):
    kept.append(p)
print(kept)
it = enumerate("xy", 5)
a = next(it)
b = next(it)
print(a, b, list(it))
print(list(zip([1, 2, 3], "ab")), list(zip(range(3), range(3), range(3))))
d = {"k": 1, "j": 2}
print(list(d.items()), dict(zip("ab", [1, 2])))
total = 0
for i, (k, v) in enumerate(d.items()):
    total += i * v
print(total)
z = zip([1, 2], [3, 4])
first = next(z)
del z
print(first)
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print("ValueError", e)
try:
    list(zip([1], [3, 4], strict=True))
except ValueError as e:
    print("ValueError", e)
pairs = dict(enumerate("hello"))
print(pairs, max(enumerate([3, 9, 2]), key=lambda p: p[1]))

# a float result stored into a local whose old float nothing else holds
# may reuse that float; one that something else holds must not change
def aliases():
    x = 0.5
    y = x
    keep = [x]
    box = {"x": x}
    for i in range(3):
        x = y * 2.0 + i
    z = 1.25
    w = z
    z = z * 4.0
    t = 3.0
    def inner():
        return t
    t2 = t
    for i in range(2):
        t2 = t2 - 1.0
    acc = 0.0
    seen = []
    for i in range(4):
        acc = acc + 0.5
        seen.append(acc)
    return x, y, keep, box, z, w, inner(), t2, seen


print(aliases())
