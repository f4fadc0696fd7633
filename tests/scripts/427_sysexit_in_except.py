# Level 2: SystemExit raised inside an except block and caught by nothing: the code wins, no traceback.
import sys
try:
    raise ValueError("v")
except ValueError as e:
    print("handling", e)
    sys.exit(5)
