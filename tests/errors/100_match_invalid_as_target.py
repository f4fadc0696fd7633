# The target of `as` must be a plain name.
match 3:
    case int() as 5:
        pass
