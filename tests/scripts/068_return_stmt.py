# return statements.
def none_implicit():
    x = 1
def none_explicit():
    return
def value():
    return 42
def tuple_ret():
    return 1, "two", 3.0
def early(n):
    for i in range(n):
        if i * i > n:
            return i
    return -1
def in_loop_while():
    i = 0
    while True:
        i += 1
        if i == 7:
            return i * 2
print(none_implicit(), none_explicit(), value(), tuple_ret())
print(early(50), early(0), in_loop_while())
a, b, c = tuple_ret()
print(c, b, a)
def nested_ret(x):
    if x > 0:
        if x > 10:
            return "big"
        return "small"
    return "non-positive"
print(nested_ret(20), nested_ret(5), nested_ret(-1))
def ret_func():
    def inner():
        return "from inner"
    return inner
print(ret_func()())
def ret_list():
    return [i * i for i in range(5)]
print(ret_list()[2:])
