# An uncaught exception ends the main thread while daemon threads are
# blocked or busy (see stress_mods/blockers.py): the traceback is printed
# and the process exits with status 1.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
import blockers

n = blockers.start(2)
print("daemons started:", n)


def fail():
    raise RuntimeError("main thread fails while %d daemons are blocked" % n)


fail()
