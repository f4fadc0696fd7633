# Binary trees handed from a producer thread to a consumer through a slot
# of a list held in a global, guarded by a Condition.  Each tree the
# consumer takes out is made by the producer, not by the thread that made
# the list: it is not counted per thread (gc/perthread.c), so counting frees
# it; and the list's reference, released through QSBR (gc/qsbr.c), is
# freed before the consumer waits and at every collection rather than
# after 128 more.  (fpy 43-60 MiB; 152-228 MiB before; CPython 3.11 29 MiB.)
# max-rss-mib: 96
import threading


def make_tree(d):
    return (make_tree(d - 1), make_tree(d - 1)) if d else (None, None)


def check_tree(t):
    left, right = t
    if left is None:
        return 1
    return 1 + check_tree(left) + check_tree(right)


max_depth = 16
box = [None]
cv = threading.Condition()
checks = []


def hand_over(t):
    with cv:
        while box[0] is not None:
            cv.wait()
        box[0] = t
        cv.notify_all()


def producer():
    for d in range(4, max_depth + 1, 2):
        for i in range(2 ** (max_depth - d + 4)):
            hand_over(make_tree(d))
    hand_over("end")


def consumer():
    check = 0
    while True:
        with cv:
            while box[0] is None:
                cv.wait()
            t = box[0]
            box[0] = None
            cv.notify_all()
        if t == "end":
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
