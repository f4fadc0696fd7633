# Literal keys of a mapping pattern must differ (1 and 1.0 are equal).
match {}:
    case {1: a, "k": b, 1.0: c}:
        pass
