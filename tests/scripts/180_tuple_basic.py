# Tuple creation and access.
t = (1, "two", 3.0)
e = ()
single = (5,)
not_tuple = (5)
packed = 1, 2, 3
print(t, e, single, not_tuple, packed, type(single).__name__, type(not_tuple).__name__)
print(len(t), len(e), t[0], t[-1], t[1:], t[::-1])
print(tuple(), tuple([1, 2]), tuple("ab"), tuple(range(3)), tuple({"k": 1}), tuple((1, 2)))
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], nested[0] + nested[1])
with_list = (1, [2, 3])
with_list[1].append(4)
print(with_list)
try:
    t[0] = 10
except TypeError as err:
    print("TypeError:", err)
try:
    t.append(4)
except AttributeError as err:
    print("AttributeError:", err)
print(repr((1,)), repr(()), str(("a", 'b')), ((),), (((1,),),))
x, y = 1, 2
print((x, y) == (1, 2), (x, y) is not None)
