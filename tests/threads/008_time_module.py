# time: time, perf_counter, monotonic, sleep (which lets other threads run).
import time
import threading

t0 = time.perf_counter()
m0 = time.monotonic()
time.sleep(0.05)
print(time.perf_counter() - t0 >= 0.049, time.monotonic() - m0 >= 0.049)
print(time.time() > 1.6e9, type(time.time()).__name__)
time.sleep(0)
try:
    time.sleep(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    time.sleep("x")
except TypeError as e:
    print("TypeError:", e)
# Four sleepers overlap: far less than 4 x 0.1 s in all.
t0 = time.monotonic()
ts = [threading.Thread(target=time.sleep, args=(0.1,)) for _ in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(time.monotonic() - t0 < 0.39)
