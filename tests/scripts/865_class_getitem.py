# __class_getitem__ on Python classes, and __mro_entries__ bases (PEP 560).
class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"


class SubBox(Box):
    pass


print(Box[int], SubBox["x"], Box[1, 2])


class Explicit:
    @classmethod
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(Explicit[3])


class Static:
    @staticmethod
    def __class_getitem__(item):
        return ("static", item)


print(Static[4])


class Entries:
    def __init__(self, *bases):
        self.bases = bases

    def __mro_entries__(self, bases):
        print("entries called with", len(bases), "bases")
        return self.bases


class Base:
    def hello(self):
        return "hello"


class C(Entries(Base), object):
    pass


print(C.__mro__, C().hello(), len(C.__orig_bases__), C.__orig_bases__[1])


class D(Entries()):
    pass


print(D.__mro__, D.__bases__)


class Plain(Base):
    pass


print("__orig_bases__" in Plain.__dict__)


class Bad:
    def __mro_entries__(self, bases):
        return [Base]


try:
    class E(Bad()):
        pass
except TypeError as e:
    print(type(e).__name__, e)


class Raiser:
    def __mro_entries__(self, bases):
        raise ValueError("no entries")


try:
    class F(Raiser()):
        pass
except ValueError as e:
    print(type(e).__name__, e)
