# A wildcard alternative that is not last makes the rest unreachable.
match 3:
    case _ | 1:
        pass
    case 2:
        pass
