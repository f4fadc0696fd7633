# sys.exit(3) in the main thread while daemon threads are blocked or busy
# (see stress_mods/blockers.py): the process exits with status 3 at once.
import sys
import threading

sys.path.insert(0, sys.path[0] + "/stress_mods")
import blockers

n = blockers.start(3)
print("daemons started:", n)
print("exiting with 3")
sys.exit(3)
