# An irrefutable alternative must be the last of an OR pattern.
match 3:
    case x | 1:
        pass
