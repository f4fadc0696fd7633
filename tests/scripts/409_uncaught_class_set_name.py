# Level 2: __set_name__ is called with (owner, name) at class creation; an exception from it becomes the cause of CPython 3.11's RuntimeError, here finally uncaught.
class D:
    def __set_name__(self, o, n):
        raise TypeError('x')
try:
    class T:
        a = D()
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__), e.__context__ is e.__cause__, e.__suppress_context__)
class Ok:
    def __set_name__(self, owner, name):
        self.name = owner.__name__ + "." + name
class U:
    field = Ok()
print(U.field.name)
class T2:
    b = D()
