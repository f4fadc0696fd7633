# An uncaught exception's traceback goes to sys.stderr as the program set
# it (the default sys.excepthook writes there), not to file descriptor 2
# directly: here a writer that upper-cases what it gets.
import sys


class Upper:
    def write(self, s):
        return sys.__stderr__.write(s.upper())

    def flush(self):
        sys.__stderr__.flush()


print("before")
sys.stderr = Upper()
1 / 0
