# Star patterns in sequences: *name gets a list of the middle items, *_ skips them.
def star(v):
    match v:
        case [*all_items] if len(v) < 2:
            return f"short {all_items}"
        case [first, *rest]:
            return f"first={first} rest={rest}"
print(star([]), "|", star([1]), "|", star([1, 2, 3]), "|", star((4, 5)))

def ends(v):
    match v:
        case [*init, last]:
            return f"init={init} last={last}"
print(ends([1]), "|", ends([1, 2, 3]), "|", ends("no" if False else (9, 8)))

def middle(v):
    match v:
        case [a, *mid, b, c]:
            return f"a={a} mid={mid} b={b} c={c}"
        case _:
            return "too short"
print(middle([1, 2, 3]), "|", middle([1, 2, 3, 4, 5, 6]), "|", middle([1, 2]))

# *_ matches any number of items without building a list
def skip(v):
    match v:
        case [*_]:
            return "any sequence"
print(skip([]), skip(range(5)), skip((1,)))

def around(v):
    match v:
        case [1, *_, 9]:
            return "1 ... 9"
        case [*_, 8]:
            return "... 8"
        case [7, *_]:
            return "7 ..."
        case [_, _, *_, x]:
            return f"last of 3+ is {x}"
        case _:
            return "other"
for v in [[1, 9], [1, 5, 6, 9], [3, 8], [7], [7, 1, 1], [2, 3, 4], [2, 3], range(1, 10), range(5, 9)]:
    print(v, around(v))

# the star capture is always a new list, even from a tuple
t = (1, 2, 3)
match t:
    case [head, *tail]:
        print(type(tail).__name__, tail)
