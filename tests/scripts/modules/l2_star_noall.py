a = 1
_b = 2
def c():
    return 3
