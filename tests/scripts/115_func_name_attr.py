# Function objects have a __name__; functions are of type 'function'.
def alpha():
    pass
beta = lambda: None
def outer():
    def inner():
        pass
    return inner
print(alpha.__name__, beta.__name__, outer().__name__)
print(type(alpha).__name__, type(beta).__name__, type(len).__name__, type(print).__name__)
print(callable(alpha), callable(beta), callable(len), callable("alpha"))
print(getattr(alpha, "__name__"), hasattr(alpha, "__name__"), hasattr(alpha, "nope"))
names = [f.__name__ for f in [alpha, beta, len, sorted, outer]]
print(names)
gamma = alpha
print(gamma.__name__, gamma is alpha)
