# list.sort() takes the items out of the list while it sorts (the list looks empty to a key
# function or __lt__), and a list changed meanwhile raises "list modified during sort"; what
# was stored meanwhile is dropped and the sorted items are put back.
import threading

# a key function that reads and then appends to the list
l = [3, 1, 2]
def key_append(x):
    print("key sees", l, len(l), x in l)
    l.append(x)
    return x
try:
    l.sort(key=key_append)
except ValueError as e:
    print("ValueError:", e)
print("after", sorted(l), len(l))

# __lt__ that clears the (already empty) list: CPython's clear of an empty list changes
# nothing, so no error
class C:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        lst.clear()
        return self.v < o.v
    def __repr__(self):
        return 'C(%d)' % self.v
lst = [C(2), C(1), C(3)]
lst.sort()
print("clear in __lt__", lst)

# __lt__ that appends: the error, and the items come back in some order
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if len(lst2) < 3:
            lst2.append(A(99))
        return self.v < o.v
lst2 = [A(5), A(4), A(6), A(1)]
try:
    lst2.sort()
except ValueError as e:
    print("ValueError:", e)
print("after __lt__ append", sorted(a.v for a in lst2))

# what __lt__ sees
class R:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        seen.append((len(lst3), list(lst3)))
        return self.v < o.v
seen = []
lst3 = [R(2), R(1), R(0)]
lst3.sort()
print("lt saw", seen[0], len(seen) > 0, [x.v for x in lst3])

# grow then shrink back to empty: still a modification
for name, fn in [("extend+clear", lambda x: (l3.extend([9, 9]), l3.clear())),
                 ("append+pop", lambda x: (l3.append(1), l3.pop())),
                 ("insert+remove", lambda x: (l3.insert(0, 7), l3.remove(7))),
                 ("slice assign", lambda x: l3.__setitem__(slice(0, 0), [1])),
                 ("empty slice assign", lambda x: l3.__setitem__(slice(0, 0), [])),
                 ("del empty slice", lambda x: l3.__delitem__(slice(None))),
                 ("reverse", lambda x: l3.reverse()),
                 ("*= 2", lambda x: l3.__imul__(2)),
                 ("*= 0", lambda x: l3.__imul__(0)),
                 ("+= []", lambda x: l3.__iadd__([])),
                 ("+= [1]", lambda x: l3.__iadd__([1])),
                 ("nested sort", lambda x: l3.sort()),
                 ("pop error", lambda x: l3.pop() if l3 else None)]:
    l3 = [5, 4, 3]
    try:
        l3.sort(key=lambda x: (fn(x), x)[1])
        print(name, "no error", l3)
    except ValueError as e:
        print(name, "ValueError:", e, sorted(l3))
    except IndexError as e:
        print(name, "IndexError:", e, sorted(l3))

# an error in the key function or in a comparison leaves every item in the list
l4 = [4, 2, 'x', 1]
try:
    l4.sort()
except TypeError as e:
    print("TypeError:", e)
print("after TypeError", sorted(l4, key=str))
l5 = [3, 2, 1]
def bad_key(x):
    if x == 1:
        raise KeyError(x)
    return x
try:
    l5.sort(key=bad_key)
except KeyError as e:
    print("KeyError:", e)
print("after key error", l5)

# reverse and stability survive the take-out
l6 = [(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd')]
l6.sort(key=lambda p: p[0], reverse=True)
print("reverse stable", l6)
l6.sort(key=lambda p: p[0])
print("stable", l6)

# another thread appends during the sort (the key function waits for it): the error
l7 = [3, 1, 2]
def key_thread(x):
    t = threading.Thread(target=lambda: l7.append(100))
    t.start()
    t.join()
    return x
try:
    l7.sort(key=key_thread)
except ValueError as e:
    print("thread append: ValueError:", e)
print("after thread append", l7)

# readers in other threads while a list is sorted over and over: every read is an item of
# the list (or nothing, while the list looks empty), never garbage
data = list(range(200))
stop = False
bad = []
def reader():
    while not stop:
        n = len(data)
        for i in range(0, 200, 7):
            try:
                v = data[i]
            except IndexError:
                continue
            if type(v) is not int or not 0 <= v < 200:
                bad.append(v)
        for v in data:
            if type(v) is not int:
                bad.append(v)
        if 5 in data and n < 0:
            bad.append(n)
readers = [threading.Thread(target=reader) for _ in range(2)]
for t in readers:
    t.start()
for k in range(300):
    data.sort(key=lambda v: (v * 7919 + k) % 200)
    data.sort()
stop = True
for t in readers:
    t.join()
print("concurrent readers", data == list(range(200)), bad)
