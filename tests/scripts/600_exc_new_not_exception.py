# An exception class whose __new__ returns something that is not an exception:
# raise and generator.throw give CPython's TypeError, never a crash.
class Bad(BaseException):
    def __new__(cls, *a, **k):
        return 1
def gen():
    yield 1
g = gen()
next(g)
try:
    g.throw(Bad)
except TypeError as e:
    print("TypeError:", e)
try:
    raise Bad
except TypeError as e:
    print("TypeError:", e)
try:
    raise Bad("x")
except Exception as e:
    print(type(e).__name__, e)
def gen():
    yield 1
g = gen(); next(g)
try:
    g.throw(Bad, "arg")
except TypeError as e:
    print("TypeError:", e)
g = gen(); next(g)
try:
    g.throw(Bad, None)
except TypeError as e:
    print("TypeError:", e)
class Bad2(Exception):
    def __new__(cls, *a):
        return ValueError("sub")
try:
    raise Bad2
except ValueError as e:
    print("ValueError:", e)
raise Bad
