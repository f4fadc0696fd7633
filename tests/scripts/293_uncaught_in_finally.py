# finally blocks run (and print) before the uncaught exception ends the program.
def inner():
    try:
        print("inner try")
        return [1, 2, 3][10]
    finally:
        print("inner finally")
def outer():
    try:
        inner()
    finally:
        print("outer finally")
try:
    outer()
except KeyError:
    print("not a KeyError")
finally:
    print("top-level finally")
print("never printed")
