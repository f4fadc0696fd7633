print("l2_circ_b start")
import l2_circ_a
B_VALUE = "b"
def b_func():
    return "b_func sees " + l2_circ_a.A_VALUE
print("l2_circ_b end, l2_circ_a has A_VALUE:", hasattr(l2_circ_a, "A_VALUE"))
