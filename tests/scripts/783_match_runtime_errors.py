# The run-time errors of class and mapping patterns, with CPython's messages.
class NoArgs:
    pass
class Point:
    __match_args__ = ("x", "y")
    x = 1
    y = 2
class ListArgs:
    __match_args__ = ["x"]
class IntArgs:
    __match_args__ = (1,)
class DupArgs:
    __match_args__ = ("x", "x")
    x = 3
class OneArg:
    __match_args__ = ("a",)
    a = 1

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

def no_args():
    match NoArgs():
        case NoArgs(a):
            return "matched"
def too_many():
    match Point():
        case Point(a, b, c):
            return "matched"
def one_too_many():
    match OneArg():
        case OneArg(a, b):
            return "matched"
def not_a_type():
    match 1:
        case len(x):
            return "matched"
def not_a_type_instance():
    f = Point()
    match 1:
        case f():
            return "matched"
def list_args():
    match ListArgs():
        case ListArgs(a):
            return "matched"
def int_args():
    match IntArgs():
        case IntArgs(a):
            return "matched"
def dup_args():
    match DupArgs():
        case DupArgs(a, b):
            return "matched"
def dup_keyword():
    match Point():
        case Point(a, x=b):
            return "matched"
def dup_runtime_key():
    class K:
        a = "k"
        b = "k"
    match {"k": 1, "z": 2}:
        case {K.a: 1, K.b: 1}:
            return "matched"
def unhashable_subject_attr():
    match NoArgs():
        case NoArgs():
            return "matched without sub-patterns"
def keyword_only():
    match NoArgs():
        case NoArgs(a=1):
            return "matched"
        case _:
            return "no attribute a: no match"

for name, fn in [("no __match_args__", no_args), ("too many", too_many), ("one too many", one_too_many),
                 ("not a type", not_a_type), ("instance as class", not_a_type_instance),
                 ("list __match_args__", list_args), ("int in __match_args__", int_args),
                 ("repeated __match_args__", dup_args), ("positional and keyword", dup_keyword),
                 ("repeated key at run time", dup_runtime_key), ("no sub-patterns", unhashable_subject_attr),
                 ("keyword only", keyword_only)]:
    attempt(name, fn)

# the error is raised only when the class pattern is reached
match 5:
    case 5:
        print("earlier case matched first")
    case len(x):
        pass
# and not at all when the isinstance check fails
match "s":
    case NoArgs(a, b, c):
        pass
    case _:
        print("isinstance failed before counting sub-patterns")
