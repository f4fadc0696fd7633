# __debug__ cannot be bound by a pattern either.
match 1:
    case [__debug__]:
        pass
