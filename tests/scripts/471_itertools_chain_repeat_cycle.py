# itertools.chain, chain.from_iterable, repeat, cycle, accumulate
from itertools import chain, repeat, cycle, accumulate, islice
import itertools

print(list(chain('ab', [1, 2], (), range(3))))
print(list(chain()))
print(list(chain([])))
print(list(chain.from_iterable(['ab', 'cd', [], [5]])))
print(list(chain.from_iterable(x * 2 for x in 'xyz')))
c = chain([1], [2])
print(next(c), next(c), next(c, 'end'))
print(type(c), type(chain.from_iterable([])))

print(list(repeat('a', 3)), list(repeat(None, 0)), list(repeat(1, -3)))
print(list(islice(repeat(7), 4)))
r = repeat([1, 2], 2)
print(repr(r), r.__length_hint__())
next(r)
print(repr(r), r.__length_hint__())
print(repr(repeat('x')), repr(repeat(1, times=3)), repr(repeat(object=2, times=1)))
print(list(map(pow, range(5), repeat(2))))

print(list(islice(cycle('abc'), 8)))
print(list(cycle([])))
cy = cycle(iter([1, 2]))
print([next(cy) for _ in range(5)])

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], lambda a, b: a * b)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([], initial=7)))
print(list(accumulate([])))
print(list(accumulate(['a', 'b', 'c'])))
print(list(accumulate([1.5, 2, 3], lambda a, b: a * 10 + b, initial=None)))
print(list(accumulate(iterable=[1, 2], func=lambda a, b: a - b)))

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: type(chain(1)))
e(lambda: list(chain(1)))
e(lambda: list(chain([1], 5)))
e(lambda: chain.from_iterable())
e(lambda: list(chain.from_iterable([1])))
e(lambda: chain(a=1))
e(lambda: repeat())
e(lambda: repeat(1, 'a'))
e(lambda: repeat(1, 2, 3))
e(lambda: len(repeat(1, times=3)))
e(lambda: repeat(1).__length_hint__())
e(lambda: cycle())
e(lambda: cycle(1))
e(lambda: cycle([1], [2]))
e(lambda: accumulate())
e(lambda: accumulate([1], foo=3))
e(lambda: list(accumulate([1, 'a'])))
e(lambda: accumulate(5))
