# Level 2: sys.exit(str): the message goes to stderr, exit code 1.
import sys
sys.exit("message to stderr")
