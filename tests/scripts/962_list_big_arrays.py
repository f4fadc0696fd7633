# Lists whose item arrays cross the size at which fpy maps them as pages of
# their own (1 MiB: 131072 items): growing, shrinking back below it,
# growing again, sorting, slicing, copying, clearing; and one list grown
# and shrunk by a writer while readers iterate it (the old arrays are freed
# once no reader can hold them).  The contents are checked at each step.
import threading

l = []
for i in range(400_000):
    l.append(i)
print(len(l), l[0], l[131071], l[131072], l[-1], sum(l) == 399_999 * 400_000 // 2)
while len(l) > 1000:
    l.pop()
print(len(l), l[-1])
l.extend(range(1000, 300_000))
print(len(l), l[299_999], l == list(range(300_000)))
del l[50:]
print(l[-3:], len(l))
l *= 20_000
print(len(l), l[999_999], l.count(49))
l.sort()
print(l[0], l[-1], l[20_000], l[len(l) // 2])
m = l[:]
m.reverse()
print(m[0], m[-1], len(m))
l[10:200_000] = []
print(len(l), l[9], l[10])
l.clear()
print(l, len(m))
m = None

shared = list(range(200_000))
stop = False
seen = []


def reader():
    total = 0
    rounds = 0
    while not stop:
        for x in shared:
            total += 1
        rounds += 1
    seen.append(rounds > 0)


def writer():
    global stop
    for r in range(5):
        shared.extend(range(200_000, 500_000))
        del shared[200_000:]
    stop = True


ts = [threading.Thread(target=reader) for _ in range(2)] + [threading.Thread(target=writer)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(seen, len(shared), shared == list(range(200_000)))
