# An exception raised inside an except block: the last line names the new exception.
try:
    {}["missing"]
except KeyError as e:
    print("handling", type(e).__name__, e)
    raise IndexError("raised while handling " + str(e))
