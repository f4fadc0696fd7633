# Sequence patterns: list, tuple, range, deque and their subclasses match;
# str, bytes, dicts, sets and iterators do not.
from collections import deque

class MyList(list):
    pass
class MyTuple(tuple):
    pass

def seq(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return f"one: {x!r}"
        case [x, y]:
            return f"two: {x!r} {y!r}"
        case [x, y, z]:
            return f"three: {x!r} {y!r} {z!r}"
        case _:
            return "not a short sequence"

for v in [[], [1], (1,), [1, 2], (1, 2), range(2), range(3), deque([7, 8]), MyList([5]), MyTuple((6, 7)),
          "ab", "a", b"ab", {1: 2}, {1, 2}, iter([1, 2]), (x for x in [1]), 12, [1, 2, 3, 4]]:
    print(type(v).__name__, seq(v))

# the three spellings of a sequence pattern
for v in [(1, 2), [1, 2]]:
    match v:
        case 1, 2:
            print("bare tuple form")
    match v:
        case (1, 2):
            print("parenthesized form")
    match v:
        case [1, 2]:
            print("bracketed form")

# a one-element tuple pattern needs its comma; (x) is a group
match [5]:
    case (x,):
        print("one-tuple pattern matched", x)
match [5]:
    case (x):
        print("group pattern captured", x)

# nested sequences
match [1, [2, [3, 4]], (5,)]:
    case [a, [b, [c, d]], (e,)]:
        print("nested", a, b, c, d, e)

# items are matched in order; the first failing one stops the match
match [1, 2, 3]:
    case [1, 9, _]:
        print("no")
    case [1, 2, 3]:
        print("exact 1 2 3")

# a range: its items are compared, never materialized as a list
match range(10**6):
    case [first, second, *_]:
        print("range starts", first, second)
