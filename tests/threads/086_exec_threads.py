# exec(), eval() and compile() from several threads at once: each thread
# compiles its own source, one code object is shared by all, and each runs
# them in its own namespace.
import threading

shared = compile("total = sum(i * k for i in range(n))", "<shared>", "exec")
results = {}


def work(k):
    ns = {"k": k, "n": 200}
    for r in range(50):
        exec(shared, ns)
        exec("def f(x):\n    return x * %d + k\n" % r, ns)
        ns["v"] = eval("f(total) % 1000003", ns)
    results[k] = (ns["total"], ns["v"], eval("k + n", ns))


ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(results.items()))
