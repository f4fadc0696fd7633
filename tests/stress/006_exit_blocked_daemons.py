# The main thread ends normally while daemon threads are blocked (on a
# Lock, an RLock, an Event, a Condition, a Semaphore, Queue get and put,
# SimpleQueue get, sleep, join, with and without timeouts) or busy
# (allocating cycles, calling gc.collect(), starting threads), and one
# non-daemon thread is still finishing: the process waits for the non-daemon
# thread only, then exits 0 with all output written.
import sys
import threading
import time

sys.path.insert(0, sys.path[0] + "/stress_mods")
import blockers

n = blockers.start(2)
print("daemons started:", n, threading.active_count() >= n + 1)


main_done = threading.Event()


def late():
    main_done.wait()
    time.sleep(0.1)
    print("non-daemon thread done")


threading.Thread(target=late).start()
for i in range(2000):
    print("line", i)
print("main done")
main_done.set()
