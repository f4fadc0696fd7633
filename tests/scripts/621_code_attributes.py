# Code object attributes: names, file, first line and argument counts, for
# functions, nested functions, lambdas and compile()'s code.
def outer(a, b=1, /, c=2, *, d, e=3):
    def inner(x):
        return x
    return inner

c = outer.__code__
print(c.co_name, c.co_qualname, c.co_filename.endswith('.py'), c.co_firstlineno, c.co_argcount,
      c.co_posonlyargcount, c.co_kwonlyargcount)
i = outer(1, d=4).__code__
print(i.co_name, i.co_qualname, i.co_firstlineno, i.co_argcount)
k = compile("x = 1\ny = 2", "myfile", "exec")
print(k.co_name, k.co_qualname, k.co_filename, k.co_firstlineno, k.co_argcount)
print((lambda q: q).__code__.co_name, (lambda q: q).__code__.co_qualname)
