# __debug__ cannot be assigned to (a compile-time error).
x = 1
if x:
    __debug__ = x
