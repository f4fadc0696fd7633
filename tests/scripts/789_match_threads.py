# The same function with match statements run by several threads at once:
# each thread gets its own bindings and results.
import threading

class Op:
    __match_args__ = ("kind", "arg")
    def __init__(self, kind, arg):
        self.kind, self.arg = kind, arg

def step(acc, op):
    match op:
        case Op("add", int(n)):
            return acc + n
        case Op("mul", int(n)):
            return acc * n
        case Op("neg", _):
            return -acc
        case {"set": v}:
            return v
        case [first, *rest]:
            for o in [first, *rest]:
                acc = step(acc, o)
            return acc
        case _:
            return acc

results = {}
def worker(tid):
    acc = 0
    for i in range(2000):
        acc = step(acc, [Op("add", tid), Op("mul", 1), {"set": acc + 1} if i % 7 == 0 else Op("neg", None)])
    results[tid] = acc

threads = [threading.Thread(target=worker, args=(t,)) for t in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results.items()))
