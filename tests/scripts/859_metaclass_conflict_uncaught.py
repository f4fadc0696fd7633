# the final message of an uncaught metaclass conflict
class M1(type):
    pass
class M2(type):
    pass
class A(metaclass=M1):
    pass
class B(metaclass=M2):
    pass
print(type(A).__name__, type(B).__name__)
class C(A, B):
    pass
