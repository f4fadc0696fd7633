# A bare generator expression is not a base list.
class C(x for x in ()):
    pass
