class A:
    a: int
    b: str = "x"
class B(A):
    c: float = 1.0
print(A.__annotations__, B.__annotations__, B.b, B.c)
print("__annotations__" in B.__dict__, "a" in A.__dict__)

class Private:
    __secret: int = 3
    normal: bool
print(Private.__annotations__, Private._Private__secret)

def make(t):
    class Local:
        value: t = t()
    return Local
L = make(list)
print(L.__annotations__, L.value)

class Weird:
    for i in range(2):
        x: int = i
    try:
        y: "forward" = 1
    except Exception:
        pass
print(Weird.__annotations__, Weird.x)

class Ann:
    counter: int = 0
    def bump(self):
        self.counter: int = self.counter + 1
        return self.counter
print(Ann().bump(), Ann.__annotations__)
try:
    class Bad:
        x: undefined_name = 1
except NameError as e:
    print("NameError", e)
