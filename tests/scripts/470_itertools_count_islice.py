# itertools.count and islice: values, reprs, argument forms and errors
import itertools
from itertools import count, islice

c = count()
print(next(c), next(c), next(c), repr(c))
print(list(islice(count(5), 4)))
print(list(islice(count(10, 3), 5)), repr(count(10, 3)))
print(list(islice(count(-2, -1), 4)))
print(list(islice(count(1.5), 3)), repr(count(1.5)))
print(list(islice(count(0, 0.25), 5)), repr(count(0, 0.25)))
print(repr(count(3, 1.0)), repr(count(start=3, step=1)), repr(count(step=2)))
big = count(2**62 - 2)
print([next(big) for _ in range(5)], repr(big))
print(list(islice(count(2**70, 2**69), 3)), repr(count(2**70, 2**70)))
neg = count(-2**62 + 1, -1)
print([next(neg) for _ in range(3)])
c2 = count(7)
next(c2)
print(repr(c2))
print(list(map(lambda j: j * j, islice(count(1), 6))))
print(list(zip('abc', count(1))))

r = range(20)
print(list(islice(r, 5)))
print(list(islice(r, 2, 8)))
print(list(islice(r, 2, 15, 3)))
print(list(islice(r, 3, None)))
print(list(islice(r, None)))
print(list(islice(r, None, 4)))
print(list(islice(r, 0, 100, 7)))
print(list(islice(r, 5, 2)))
print(list(islice(r, 0)))
print(list(islice(r, None, None, None)))
print(list(islice('abcdefg', 1, None, 2)))

def gen():
    n = 0
    while True:
        n += 1
        yield n
g = gen()
print(list(islice(g, 3)), list(islice(g, 3)))
it = islice(iter([1, 2, 3, 4]), 2)
print(next(it), next(it), next(it, 'done'), next(it, 'done'))
print(iter(it) is it)
print(type(it), type(count()))

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: islice([1], -1))
e(lambda: islice([1], -2))
e(lambda: islice([1], 'a'))
e(lambda: islice([1], 1, 'a'))
e(lambda: islice([1], 'a', 2))
e(lambda: islice([1], -1, 2))
e(lambda: islice([1], 1, 2, 0))
e(lambda: islice([1], 1, 2, -1))
e(lambda: islice([1], 1, 2, 'x'))
e(lambda: islice([1], 1.5))
e(lambda: islice([1]))
e(lambda: islice([1], 1, 2, 3, 4))
e(lambda: islice(1, 2))
e(lambda: islice([1], stop=2))
e(lambda: count('a'))
e(lambda: count(1, 'a'))
e(lambda: count(1, 2, 3))
e(lambda: count(1, b=2))
e(lambda: next(count(2**62, 'x')))
print(count.__name__, count.__module__, type(islice([], 1)).__name__, itertools.chain.__qualname__)
