# An annotated name cannot be declared nonlocal.
def outer():
    y = 1
    def inner():
        y: int = 2
        nonlocal y
    return inner
