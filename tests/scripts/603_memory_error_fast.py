# Requests no machine can hold raise MemoryError at once (no grinding while
# the memory is touched), and the program goes on.
cases = [
    ("[0] * 10**12", lambda: [0] * 10**12),
    ("10**12 * [1, 2]", lambda: 10**12 * [1, 2]),
    ("'ab' * 10**13", lambda: 'ab' * 10**13),
    ("b'ab' * 10**13", lambda: b'ab' * 10**13),
    ("(0,) * 10**12", lambda: (0,) * 10**12),
    ("('%s' % ('x' * 10**6)) * 10**7", lambda: ('%s' % ('x' * 10**6)) * 10**7),
]
for src, make in cases:
    try:
        print(src, "-> allocated?!", len(make()))
    except MemoryError as e:
        print(src, "-> MemoryError", repr(str(e)))
l = [1, 2]
try:
    l *= 10**12
except MemoryError:
    print("l *= 10**12 -> MemoryError; l is still", l)
x = [0] * 1000
try:
    x.extend(x * 10**10)
except MemoryError:
    print("extend -> MemoryError; len(x) is still", len(x))
try:
    x[1:1] = x * 10**10
except MemoryError:
    print("slice assignment -> MemoryError; len(x) is still", len(x))
print("after:", len([0] * 10**6), sum(range(1000)))
