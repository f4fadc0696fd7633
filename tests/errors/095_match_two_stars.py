# At most one starred name in a sequence pattern.
match [1, 2, 3]:
    case [*head, 2, *tail]:
        pass
