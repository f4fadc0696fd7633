# tuple.__new__(cls, iterable) from a subclass's __new__ (directly and via super()), and its errors.
class P(tuple):
    def __new__(cls, a, b):
        return tuple.__new__(cls, (a, b))
p = P(1, 2)
print(p, type(p).__name__, len(p), p[0])
class Q(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
print(Q(3, 4))
print(tuple.__new__(tuple, [5, 6]))
print(tuple.__new__(P, []))
for bad in [(1,), (int,), ()]:
    try:
        tuple.__new__(*bad)
    except TypeError as e:
        print(e)
class R(tuple):
    pass
print(R([1, 2]), tuple([3]), tuple())
