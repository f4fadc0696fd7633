# An uncaught exception in a thread prints "Exception in thread NAME:" and
# a traceback; the program goes on and exits 0.
import threading


def bad(x):
    return 1 // x


t = threading.Thread(target=bad, args=(0,), name="worker")
t.start()
t.join()
print("after", t.is_alive())
t2 = threading.Thread(target=bad, args=(1,))
t2.start()
t2.join()
print("done")
