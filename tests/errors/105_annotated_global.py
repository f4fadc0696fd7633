# An annotated name cannot be declared global in a function.
x = 0
def f():
    global x
    x: int = 1
