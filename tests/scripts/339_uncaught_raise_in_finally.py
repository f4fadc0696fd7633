# An exception raised in finally replaces the one in flight.
def f():
    try:
        raise ValueError('first')
    finally:
        print('cleanup')
        raise TypeError('second')
f()
