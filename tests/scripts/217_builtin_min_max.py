# min and max with key and default.
print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max((4, 5)), min("hello"), max("hello"))
print(min([3, -7, 5], key=abs), max([3, -7, 5], key=abs), max(["aa", "b", "cccc"], key=len))
print(min([], default="empty"), max((), default=None), min([1], default=0), max([], key=len, default=-1))
print(max(1, 2.5), min(2, 2.0), max(2.0, 2), min([[1, 2], [1]]), max(range(10 ** 6)))
print(max([1, 3, 3, 2], key=lambda x: x), max([(1, "a"), (3, "b"), (3, "a")]))
d = {"a": 3, "b": 7, "c": 5}
print(max(d), max(d, key=d.get), min(d.items(), key=lambda kv: kv[1]), max(d.values()))
print(max("apple", "banana", "cherry", key=lambda s: s[-1]), min(-(2 ** 100), 2 ** 100))
print(max([2, 5, 5, 1], key=lambda x: -x), min([5, 1, 1], key=lambda x: 0))
for bad in [lambda: min([]), lambda: max(()), lambda: max(1, "a")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
