# A case line without its colon.
match 3:
    case 3
        pass
