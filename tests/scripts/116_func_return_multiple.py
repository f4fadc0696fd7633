# Returning several values as a tuple.
def stats(nums):
    n = len(nums)
    mean = sum(nums) / n
    var = sum((x - mean) ** 2 for x in nums) / n
    return min(nums), max(nums), mean, var
lo, hi, mean, var = stats([2, 4, 4, 4, 5, 5, 7, 9])
print(lo, hi, mean, var)
r = stats([1, 2, 3])
print(r, type(r).__name__, len(r))
def divide(a, b):
    return a // b, a % b
q, rem = divide(47, 5)
print(q, rem)
def split_name(full):
    first, *middle, last = full.split()
    return first, middle, last
print(split_name("Ada King Lovelace"), split_name("Alan Turing"))
def pair():
    return [1, 2]
a, b = pair()
print(a, b)
def maybe(flag):
    if flag:
        return "yes", 1
    return None
print(maybe(True), maybe(False))
