# Level 2: generator finalisation: finally blocks run on close and when an unfinished generator is dropped.
def g():
    try:
        yield 1
        yield 2
    finally:
        print("finally on dealloc")
x = g(); next(x); del x
print("after del")
def h():
    for i in range(3):
        yield i
for v in h():
    if v == 1: break
print("done")
def k():
    try: yield 1
    except GeneratorExit: print("GE"); raise
def use():
    y = k(); next(y)
use()
print("end")
