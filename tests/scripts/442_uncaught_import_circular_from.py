# Level 2: `from X import name` while X is still initialising (a circular import): CPython's "partially initialized module" ImportError, uncaught.
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")
import l2_circf_b
