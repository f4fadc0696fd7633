# Collections (forced and automatic) while 4 threads mutate shared
# containers, build cycles, block on locks, sleep, start and end.
import gc
import threading
import time

shared_list = []
shared_dict = {}
lock = threading.Lock()
counter = [0]
done = threading.Event()


def mutator(k):
    for i in range(3000):
        node = {'k': k, 'i': i}
        node['self'] = node
        shared_list.append(node)
        shared_dict[(k, i % 50)] = [node, shared_list]
        if len(shared_list) > 200:
            try:
                shared_list.pop(0)
            except IndexError:
                pass
        with lock:
            counter[0] += 1
        if i % 500 == 0:
            time.sleep(0.001)


def collector():
    while not done.is_set():
        gc.collect()
        time.sleep(0.002)


def short_lived(k):
    x = [k]
    x.append(x)
    with lock:
        counter[0] += 1


c = threading.Thread(target=collector)
c.start()
for rnd in range(3):
    ts = [threading.Thread(target=mutator, args=(k,)) for k in range(4)]
    ts += [threading.Thread(target=short_lived, args=(k,)) for k in range(8)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
done.set()
c.join()
del shared_list[:]
shared_dict.clear()
gc.collect()
print(counter[0], len(shared_dict), gc.collect())
