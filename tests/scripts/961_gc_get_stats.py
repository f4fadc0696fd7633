# gc.get_stats(): one dict per generation; young collections (gc.collect(0))
# count in generation 0, full ones in generation 2; gc.get_count() is a triple.
import gc
s = gc.get_stats()
print(type(s), len(s), [sorted(d) for d in s])
class N: pass
gc.disable()
for i in range(3):
    a = N(); a.x = a
    del a
    gc.collect(0)
print(gc.get_stats()[0]["collected"] >= 3, sorted(gc.get_stats()[1]))
n2 = gc.get_stats()[2]["collections"]
gc.collect()
print(gc.get_stats()[2]["collections"] == n2 + 1)
c = gc.get_count()
print(type(c), len(c), all(type(x) is int for x in c))
try:
    gc.get_stats(1)
except TypeError as e:
    print("TypeError", e)
