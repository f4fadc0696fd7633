# Stress: 4 threads hammer one list, one dict and one set while another
# thread iterates them; every single operation is atomic (exact counts).
import threading

N = 4
L = []
D = {}
S = set()
stop = [False]
iterations = [0]


def hammer(i):
    base = i * 1000000
    for k in range(4000):
        L.append(base + k)
        D[base + k] = k
        S.add(base + k)
        if k % 4 == 3:
            L.pop()            # removes some element (maybe another thread's)
            del D[base + k]    # removes one of ours
            S.discard(base + k)
        try:
            x = L[-1]          # L may be emptied between a check and the read
        except IndexError:
            pass
        y = L[0:3]
        z = D.get(base + k - 1)
        _ = len(D), len(S), (base in S)


def iterate():
    # Iterating a container another thread resizes may raise RuntimeError
    # ("changed size during iteration"), never crash.
    while not stop[0]:
        n = 0
        for _ in L:
            n += 1
        for c in (D, S, D.values(), D.items()):
            try:
                for _ in c:
                    n += 1
            except RuntimeError:
                pass
        iterations[0] += 1


it = threading.Thread(target=iterate)
it.start()
ts = [threading.Thread(target=hammer, args=(i,)) for i in range(N)]
for t in ts:
    t.start()
for t in ts:
    t.join()
stop[0] = True
it.join()
print(len(L), len(D), len(S))
print(sum(D.values()) == N * sum(k for k in range(4000) if k % 4 != 3))
print(iterations[0] > 0)
