# Level 2: sys.exit(3): output kept, exit code 3, nothing on stderr.
import sys
print("a")
sys.exit(3)
