class P:
    x: int = 0
    y: "str"
    __z: list
    if True:
        w: float = 1.5
    def f(self): pass
print(P.__annotations__, P.x, hasattr(P, "y"), P.w)
print([k for k in vars(P) if not k.startswith("__") or k == "__annotations__"])
def outer():
    T = dict
    class Q:
        a: T
        b: T = 1
    return Q
print(outer().__annotations__)
class E: pass
print("__annotations__" in vars(E))
class C2(P):
    q: bytes
print(C2.__annotations__)
def f():
    x: int = 5
    y: undefined_name
    return x
print(f())
class R:
    self_attr: int
    def __init__(self):
        self.v: int = 3
print(R().v, R.__annotations__)
