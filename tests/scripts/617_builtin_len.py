# len(x) of a built-in container is answered by the interpreter's CALL without
# calling len; any other object, a wrong call, len shadowed by a global or
# builtins.len replaced must behave as the real call does.
class L(list):
    pass


class Sized:
    def __len__(self):
        return 7


def f():
    l = [1, 2]; d = {1: 2}; s = {3}; t = (1,); fs = frozenset([1, 2, 3])
    print(len(l), len(d), len(s), len(t), len(fs), len("abc"), len(L([1])), len(range(5)), len(Sized()))
    try:
        len(5)
    except TypeError as e:
        print(e)
    try:
        len(l, l)
    except TypeError as e:
        print(e)


f()
len = lambda x: 42
f()
del len
f()
import builtins
builtins.len = lambda x: -1
f()
