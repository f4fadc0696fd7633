# itertools.zip_longest, starmap, takewhile, dropwhile, filterfalse, compress, pairwise
from itertools import zip_longest, starmap, takewhile, dropwhile, filterfalse, compress, pairwise, count

print(list(zip_longest('abcd', 'xy')))
print(list(zip_longest('abcd', 'xy', fillvalue='-')))
print(list(zip_longest('a', [1, 2, 3], (), fillvalue=0)))
print(list(zip_longest()), list(zip_longest([])), list(zip_longest([], [])))
z = zip_longest([1], [2, 3])
print(next(z), next(z), next(z, 'end'), next(z, 'end'))

print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(lambda *a: sum(a), [[1, 2], (3,), [], iter([4, 5, 6])])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(takewhile(lambda x: x < 5, count())))
print(list(takewhile(bool, [])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(dropwhile(lambda x: True, [1, 2])))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, '', 'a', [], [0], None])))
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(compress('ABC', [1, 1, 1, 1, 1])), list(compress('ABCDE', [0, 1])))
print(list(compress(data=range(6), selectors=count())))
print(list(pairwise('ABCDE')), list(pairwise('A')), list(pairwise([])))
print(list(pairwise(iter(range(4)))))

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

def bad(x):
    raise KeyError(x)

e(lambda: zip_longest([1], foo=1))
e(lambda: zip_longest(1))
e(lambda: starmap(len))
e(lambda: list(starmap(len, [1])))
e(lambda: starmap(len, [], x=1))
e(lambda: takewhile(len))
e(lambda: list(takewhile(bad, [3])))
e(lambda: list(dropwhile(bad, [4])))
e(lambda: dropwhile(None, [1], 3))
e(lambda: filterfalse(None))
e(lambda: list(filterfalse(bad, [5])))
e(lambda: compress([1]))
e(lambda: compress(1, [1]))
e(lambda: pairwise())
e(lambda: pairwise(1))
e(lambda: list(takewhile(None, [1])))
