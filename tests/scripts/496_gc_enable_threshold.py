# gc.enable/disable/isenabled, thresholds and counts; collection still works
# by hand while automatic collection is disabled.
import gc

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
for i in range(10000):
    l = []
    l.append(l)
print(gc.collect() >= 10000)
gc.enable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())

print(gc.get_threshold())
gc.set_threshold(500)
print(gc.get_threshold())
gc.set_threshold(800, 20)
print(gc.get_threshold())
gc.set_threshold(700, 10, 10)
print(gc.get_threshold())
c = gc.get_count()
print(type(c), len(c), all(type(x) is int and x >= 0 for x in c))

for args in [(), (1, 2, 3, 4), (1.5,), ('a',)]:
    try:
        gc.set_threshold(*args)
    except TypeError as e:
        print('TypeError', e)
for f in (gc.enable, gc.disable, gc.isenabled, gc.get_count, gc.get_threshold):
    try:
        f(1)
    except TypeError as e:
        print('TypeError', e)
print(gc.isenabled())

# automatic collection frees cycles made in a loop (no output difference,
# but the loop must finish in bounded memory)
for i in range(200000):
    d = {}
    d['self'] = d
print('done')
