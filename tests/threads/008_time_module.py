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
# CPU clocks: thread_time counts only the calling thread's CPU time (a
# thread that sleeps while another spins gains almost none), process_time
# every thread's; the _ns forms are ints.
def spin(out):
    # until this thread has used 0.05 s of CPU itself, however busy the
    # machine (bounded by 20 s of wall time)
    c0 = time.thread_time()
    t0 = time.monotonic()
    while time.thread_time() - c0 < 0.05 and time.monotonic() - t0 < 20:
        pass
    out.append(time.thread_time() - c0)
out = []
c0, p0 = time.thread_time(), time.process_time()
t = threading.Thread(target=spin, args=(out,))
t.start()
t.join()
print(out[0] >= 0.05, time.thread_time() - c0 < 0.05, time.process_time() - p0 >= 0.05)
print(type(time.thread_time_ns()).__name__, type(time.process_time_ns()).__name__,
      type(time.thread_time()).__name__)
try:
    time.thread_time(1)
except TypeError as e:
    print("TypeError:", e)
try:
    time.time(x=1)
except TypeError as e:
    print("TypeError:", e)
