# gc.get_objects(), gc.freeze(): what CPython prints for the same program.
import gc

gc.disable()


class Marker:
    pass


gc.collect()
old = Marker()
gc.collect()  # old is in the oldest generation now
young = Marker()
objs = gc.get_objects()
print("all:", any(o is old for o in objs), any(o is young for o in objs))
g0 = gc.get_objects(0)
g2 = gc.get_objects(2)
print("gen 0:", any(o is young for o in g0), any(o is old for o in g0))
print("gen 2:", any(o is old for o in g2), any(o is young for o in g2))
print("gen 1 after a full collection:", gc.get_objects(1) == [] or all(type(o) is not Marker for o in gc.get_objects(1)))
del objs, g0, g2
for g in (3, -2, "x"):
    try:
        gc.get_objects(g)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    gc.get_objects(1, 2)
except TypeError as e:
    print("TypeError", e)

# freeze: frozen cycles are never collected until unfreeze
print("freeze count before:", gc.get_freeze_count())
a = []
a.append(a)
gc.freeze()
print("frozen some:", gc.get_freeze_count() > 0)
del a
print("collect with the cycle frozen:", gc.collect())
gc.unfreeze()
print("freeze count after unfreeze:", gc.get_freeze_count())
print("collect after unfreeze:", gc.collect())
try:
    gc.freeze(1)
except TypeError as e:
    print("TypeError", e)
