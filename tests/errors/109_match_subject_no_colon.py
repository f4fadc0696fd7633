# A match line without its colon.
match [1, 2]
    case [a, b]:
        pass
