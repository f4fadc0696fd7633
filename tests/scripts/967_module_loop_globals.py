# Module-level loops read and assign globals at every step (each store
# changes the globals' version): the values stay right while globals are
# added (the table grows and entries move), deleted and put back, while a
# global shadows a builtin and stops shadowing it, and when code run by
# exec() uses a dict of its own.
total = 0
for i in range(3000):
    total += i
    if i % 500 == 0:
        globals()["g%d" % i] = i      # new globals: the table grows
print(total, sorted(k for k in globals() if k.startswith("g")))

seen = []
for i in range(6):
    if i == 2:
        len = lambda x: -1            # a global shadows the builtin
    if i == 4:
        del len                       # and stops
    seen.append(len("ab"))
print(seen)

acc = []
for i in range(8):
    if i % 3 == 0:
        try:
            del marker
        except NameError as e:
            acc.append(str(e))
    else:
        marker = i
        acc.append(marker)
print(acc)

code = """
s = 0
for j in range(100):
    s += j
    k = s
"""
ns = {}
exec(code, ns)
print(ns["s"], ns["k"], "s" in globals())
for rnd in range(3):
    exec(code, ns)
print(ns["s"])
