# A bare `case _:` before other cases makes them unreachable.
def f(x):
    match x:
        case _:
            return 0
        case 1:
            return 1
