# An uncaught error from a class pattern ends the program with CPython's message.
class Point:
    __match_args__ = ("x",)
    x = 0
def where(p):
    match p:
        case Point(x, y):
            return x, y
print("before")
where(Point())
print("not reached")
