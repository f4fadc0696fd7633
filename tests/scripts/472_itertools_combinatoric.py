# itertools.product, permutations, combinations, combinations_with_replacement
from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('ab', range(3))))
print(list(product([0, 1], repeat=3)))
print(list(product('ab', 'xy', repeat=2))[:6], len(list(product('ab', 'xy', repeat=2))))
print(list(product()), list(product(repeat=3)), list(product([], [1])), list(product([1], repeat=0)))
print(list(product(iter([1, 2]), (x for x in 'ab'))))

print(list(permutations('abc')))
print(list(permutations(range(4), 2)))
print(list(permutations([1, 2, 3], 0)), list(permutations([1], 2)), list(permutations([])))
print(len(list(permutations(range(6)))), len(list(permutations(range(7), 3))))
print(list(permutations('ab', r=None)))

print(list(combinations('abcd', 2)))
print(list(combinations(range(5), 3)))
print(list(combinations('abc', 0)), list(combinations('abc', 4)), list(combinations([], 0)))
print(len(list(combinations(range(10), 4))))
print(list(combinations(iterable='xyz', r=2)))

print(list(combinations_with_replacement('abc', 2)))
print(list(combinations_with_replacement(range(3), 3)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(list(combinations_with_replacement('ab', 0)), len(list(combinations_with_replacement(range(5), 4))))

# the results are fresh tuples that may be kept
keep = list(combinations('abc', 2))
print(keep[0], keep[-1], type(keep[0]))
p = product('ab', repeat=2)
a = next(p)
b = next(p)
print(a, b, a is b)

def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__ + ':', x)

e(lambda: product(1))
e(lambda: product([1], repeat=-1))
e(lambda: product([1], foo=2))
e(lambda: product([1], repeat='a'))
e(lambda: permutations())
e(lambda: permutations([1], -1))
e(lambda: permutations([1], 'a'))
e(lambda: permutations(5))
e(lambda: combinations([1], -1))
e(lambda: combinations([1]))
e(lambda: combinations([1], 'a'))
e(lambda: combinations_with_replacement([1], -1))
e(lambda: combinations_with_replacement([1]))
