# The process waits for non-daemon threads at exit (main does not join).
import threading
import time


def late():
    time.sleep(0.05)
    print("late thread done")


threading.Thread(target=late).start()
d = threading.Thread(target=time.sleep, args=(30,), daemon=True)
d.start()
print("main done")
