# A case must be followed by an indented block.
match 3:
    case 3:
    pass
