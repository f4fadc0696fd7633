# Level 2: an exception raised while handling another (implicit chaining), uncaught.
class ParseError(Exception):
    pass
def parse(s):
    try:
        return int(s)
    except ValueError:
        raise ParseError("cannot parse %r" % s)
print(parse("12"))
print(parse("x1"))
