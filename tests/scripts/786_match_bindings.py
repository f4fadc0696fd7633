# Which names a match binds: only those of the case that matched (a failed
# pattern binds nothing), plus those of cases whose guard failed.
def run(v):
    a = b = c = "unset"
    match v:
        case [a, 1]:
            result = "first"
        case [b, 2] if b > 10:
            result = "second"
        case [c, _]:
            result = "third"
        case _:
            result = "none"
    return result, a, b, c
for v in [[5, 1], [20, 2], [5, 2], [7, 3], "zz"]:
    print(v, run(v))

# OR patterns bind the names of the alternative that matched
def alt(v):
    match v:
        case (x, 0) | (0, x):
            return x
print(alt((5, 0)), alt((0, 6)), alt((1, 1)))

# the captured objects are the subject's items themselves
inner = [1, 2]
outer = [inner, "s"]
match outer:
    case [lst, s]:
        print(lst is inner, s is outer[1])

# star captures are new lists
t = (1, 2, 3)
match t:
    case [*all_of_it]:
        print(all_of_it, type(all_of_it).__name__, all_of_it is t)

# rebinding inside a loop
seen = []
for v in [(1, "a"), (2, "b")]:
    match v:
        case (n, s):
            seen.append((n, s))
print(seen, n, s)
