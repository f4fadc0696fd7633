# Level 2: circular imports (a imports b which imports the partially initialised a), as CPython.
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/modules")
import l2_circ_a
import l2_circ_b
print(l2_circ_a.a_func(), l2_circ_b.b_func())
print(l2_circ_a.l2_circ_b is l2_circ_b, l2_circ_b.l2_circ_a is l2_circ_a)
