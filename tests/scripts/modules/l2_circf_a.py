from l2_circf_b import g
def f():
    return "f"
