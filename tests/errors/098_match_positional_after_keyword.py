# Positional sub-patterns come before keyword ones.
class P:
    __match_args__ = ("a", "b")
match P():
    case P(a=1, 2):
        pass
