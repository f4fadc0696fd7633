print("l2_circ_a start")
import l2_circ_b
A_VALUE = "a"
def a_func():
    return "a_func sees " + l2_circ_b.B_VALUE
print("l2_circ_a end")
