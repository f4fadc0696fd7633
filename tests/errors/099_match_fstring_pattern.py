# An f-string is not a literal pattern.
name = "x"
match "x":
    case f"{name}":
        pass
