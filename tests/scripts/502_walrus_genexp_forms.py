# Forms next to the ones CPython refuses: a parenthesized walrus as a dict
# key, a walrus in a comprehension's body or condition, a parenthesized
# generator as a class's base, __debug__ read and used as an attribute.
d = {(k := 1): 2}
print(d, k)
print([y := i * 2 for i in range(3)], y)
print([i for i in range(5) if (last := i) > 2], last)
class B:
    def __init_subclass__(cls, **kw):
        pass
def base(gen):
    return B
class C(base(x for x in ())):
    pass
print(C.__mro__[1].__name__)
class O:
    pass
o = O()
setattr(o, "__debug__", 5)
o.__debug__ += 1
print(o.__debug__, __debug__)
def f(a=__debug__):
    return a
print(f())
