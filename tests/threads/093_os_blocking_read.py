# A thread blocked in os.read on an empty pipe must not hold up a
# stop-the-world: while it waits, the main thread runs the cycle collector
# (which stops every attached thread) several times, then writes; the
# reader wakes and gets the bytes.  A read made attached would hang here.
import gc
import os
import threading
import time

r, w = os.pipe()
got = []
started = threading.Event()

def reader():
    started.set()
    while True:
        chunk = os.read(r, 100)
        if not chunk:
            break
        got.append(chunk)

t = threading.Thread(target=reader)
t.start()
started.wait()
time.sleep(0.05)
for i in range(5):
    junk = [[] for _ in range(1000)]
    for j in range(len(junk) - 1):
        junk[j].append(junk[j + 1])
    del junk
    gc.collect()
print('collected while the reader waits')
os.write(w, b'hello ')
time.sleep(0.05)
gc.collect()
os.write(w, b'world')
os.close(w)
t.join()
os.close(r)
print(b''.join(got))

# a writer blocked on a full pipe, the same way
r, w = os.pipe()
total = []
def writer():
    data = b'x' * 65536
    n = 0
    for _ in range(8):
        m = 0
        while m < len(data):
            m += os.write(w, data[m:])
        n += m
    total.append(n)
    os.close(w)
t = threading.Thread(target=writer)
t.start()
time.sleep(0.05)
gc.collect()
count = 0
while True:
    chunk = os.read(r, 65536)
    if not chunk:
        break
    count += len(chunk)
t.join()
os.close(r)
print(count, total)
