# Level 2: uncaught custom exception with __str__, raised in a generator.
class MyE(Exception):
    def __str__(self): return "my str"
def g(): yield 1; raise MyE()
list(g())
