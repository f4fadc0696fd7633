import l2_circf_a
def g():
    return l2_circf_a.f()
