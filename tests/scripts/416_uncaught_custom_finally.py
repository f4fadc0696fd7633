# Level 2: uncaught custom exception propagating through finally (which still runs).
class E(Exception): pass
def f():
    raise E("one")
try:
    f()
finally:
    print("cleanup")
