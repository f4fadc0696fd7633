# Level 2: sys.exit(True) from a function: exit code 1.
import sys
def f(): sys.exit(True)
f()
