# `_` is a wildcard, never a name an AS pattern could bind.
match 5:
    case int() as _:
        pass
