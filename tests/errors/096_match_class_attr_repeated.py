# A keyword attribute may appear once in a class pattern.
class P:
    pass
match P():
    case P(x=1, y=2, x=3):
        pass
