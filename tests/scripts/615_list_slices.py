# Slices of lists, read and assigned, with every kind of bound: the
# interpreter slices a list with small-int or None bounds without making a
# slice object, and everything else goes the general way; both must agree.
class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class MyList(list):
    def __getitem__(self, k):
        return ("MyList", k)


l = list(range(10))
for _ in range(2):
    print(l[2:5], l[:3], l[7:], l[::-1], l[8:2:-2], l[-3:], l[:-3], l[100:], l[-100:2])
    print(l[::3], l[5::-1], l[:5:-1], l[3:3], l[5:2], l[-1:-4:-1], l[9:-100:-3])
    print(l[True:3], l[2 ** 70:], l[:2 ** 70], l[-2 ** 70:2], l[Idx(2):Idx(4)], l[::Idx(-4)])
    print(MyList(l)[1:3], (1, 2, 3)[1:], "abcdef"[4:1:-1], range(10)[2:8:3])
    for bad in (0, 2.5, "x"):
        try:
            print(l[::bad])
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
        try:
            print(l[bad:])
        except TypeError as e:
            print(type(e).__name__, e)

m = l[:]
m[2:5] = "ab"
print(m)
m[:0] = [9, 9]
print(m)
m[len(m):] = (7, 7, 7)
print(m)
m[::2] = range(len(m[::2]))
print(m)
m[::-3] = [0] * len(m[::-3])
print(m)
try:
    m[::2] = [1]
except ValueError as e:
    print("ValueError", e)
try:
    m[1:2] = 5
except TypeError as e:
    print("TypeError", e)
m[1:3] = m          # the list itself, read before it changes
print(m)
big = list(range(40))
big[5:30] = big[10:12]   # more than a few items removed at once
print(big)
big[:] = []
print(big)


def flips(perm):
    perm = perm[:]
    n = 0
    k = perm[0]
    while k:
        perm[:k + 1] = perm[k::-1]
        n += 1
        k = perm[0]
    return n, perm


print([flips(p) for p in ([3, 1, 2, 0], [2, 0, 1], [0, 1])])
t = [1, 2, 3]
t[1:2] = [t]
print(len(t), t[0], t[2], t[1] is t)
