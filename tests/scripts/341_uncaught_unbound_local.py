# Reading a local before assignment: UnboundLocalError with CPython 3.11's message.
count = 0
def bump():
    count += 1
    return count
bump()
