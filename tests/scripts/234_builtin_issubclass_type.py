# issubclass and type.
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, int), issubclass(int, (str, int)))
print(issubclass(ZeroDivisionError, Exception), issubclass(KeyError, Exception), issubclass(Exception, ValueError))
print(issubclass(RecursionError, Exception), issubclass(StopIteration, Exception), issubclass(float, int))
print(type(1), type(1.0), type("s"), type([]), type(()), type({}), type(set()), type(None), type(True), type(range(1)))
print(type(1) is int, type(True) is bool, type(True) == int, type(2 ** 100) is int, type(len) is type(print))
print(type(1).__name__, type(int).__name__, type(type), type(ValueError()), type(ValueError()).__name__)
print(int.__name__, str.__name__, bool.__name__, ValueError.__name__, type(lambda: 0))
x = 5
print(type(x)(7), type("a")(12), type([])((1, 2)), type(3.0)("2.5"), type(x) in (int, float))
try:
    issubclass(5, int)
except TypeError as e:
    print("TypeError:", e)
