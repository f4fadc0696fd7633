# *args collects extra positional arguments into a tuple.
def total(*nums):
    print("args:", nums, type(nums).__name__)
    return sum(nums)
print(total(), total(1), total(1, 2, 3))
def head_tail(first, *rest):
    return first, rest
print(head_tail(1), head_tail(1, 2, 3))
def fmt(sep, *parts):
    return sep.join(str(p) for p in parts)
print(fmt("-", 1, 2, 3), fmt(", "), fmt("/", "a"))
def maxi(*values, default=None):
    if not values:
        return default
    best = values[0]
    for v in values[1:]:
        if v > best:
            best = v
    return best
print(maxi(3, 9, 2), maxi(default="none"), maxi(-1, default=0))
nums = [4, 5, 6]
print(total(*nums), total(*nums, 7), total(0, *nums, *range(3)))
print(head_tail(*"abc"))
def count_args(*a):
    return len(a)
print(count_args(*[]), count_args(*(1, 2), *[3]), count_args(*{"x": 1, "y": 2}))
def mean(*xs):
    return sum(xs) / len(xs)
print(mean(1, 2, 3, 4))
