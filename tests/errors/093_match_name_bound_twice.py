# A pattern may not bind one name twice.
match [1, 2]:
    case [a, a]:
        pass
