# Binary trees made by one thread and checked and dropped by another, passed
# through a queue.Queue held in a global.  The consumer is the last holder:
# counting frees each tree at once (through the owner's merge queue,
# gc/brc.c), and nothing read out of the queue waits for the collector.
# (fpy 42 MiB; 150-178 MiB when items read out of the shared queue were
# counted per thread, gc/perthread.c; CPython 3.11 29 MiB.)
# max-rss-mib: 64
import queue
import threading


def make_tree(d):
    return (make_tree(d - 1), make_tree(d - 1)) if d else (None, None)


def check_tree(t):
    left, right = t
    if left is None:
        return 1
    return 1 + check_tree(left) + check_tree(right)


max_depth = 16
trees = queue.Queue(2)
checks = []


def producer():
    for d in range(4, max_depth + 1, 2):
        for i in range(2 ** (max_depth - d + 4)):
            trees.put(make_tree(d))
    trees.put(None)


def consumer():
    check = 0
    while True:
        t = trees.get()
        if t is None:
            break
        check += check_tree(t)
    checks.append(check)


long_lived = make_tree(max_depth)
threads = [threading.Thread(target=producer), threading.Thread(target=consumer)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("checked", checks)
print("long-lived tree of depth", max_depth, "check", check_tree(long_lived))
