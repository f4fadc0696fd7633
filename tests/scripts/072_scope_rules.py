# Local, enclosing, global and builtin scopes.
x = "global x"
def f():
    return x
def g():
    x = "local x"
    def h():
        return x
    return h()
print(f(), g(), x)
def shadow_builtin():
    len = lambda s: -1
    return len("abc")
print(shadow_builtin(), len("abc"))
def params_are_local(x):
    x = x + "!"
    return x
print(params_are_local("p"), x)
def loop_var_persists():
    for i in range(3):
        pass
    return i
print(loop_var_persists())
def comprehension_does_not_leak():
    i = "outer"
    squares = [i * i for i in range(3)]
    return i, squares
print(comprehension_does_not_leak())
def closure_sees_update():
    v = 1
    def get():
        return v
    v = 2
    return get()
print(closure_sees_update())
def uses_later_global():
    return later
later = "defined after function"
print(uses_later_global())
def inner_mutates_list():
    items = []
    def add(v):
        items.append(v)
    add(1); add(2)
    return items
print(inner_mutates_list())
def unbound():
    try:
        print(y)
    except NameError as e:
        print("NameError caught")
    y = 1
    return y
print(unbound())
