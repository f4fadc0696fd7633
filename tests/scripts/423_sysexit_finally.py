# Level 2: sys.exit inside try/finally: the finally block runs, exit code kept.
import sys
try:
    sys.exit(4)
finally:
    print("fin")
