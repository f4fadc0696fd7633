class OM(type): pass
class P(metaclass=OM): pass
class Base:
    subclasses = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.subclasses.append(cls.__name__)
class S1(Base, tag="one"): pass
class S2(S1): pass
print(Base.subclasses, S1.tag, S2.tag)
try:
    class S3(Base, bogus=1): pass
except TypeError as e:
    print("TypeError", e)
try:
    class S4(bogus=1): pass
except TypeError as e:
    print("TypeError", e)

class G1:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"
print(G1[int], G1[1, 2])
class G2(G1): pass
print(G2["x"])
try:
    P[0]
except TypeError as e:
    print("TypeError", e)

