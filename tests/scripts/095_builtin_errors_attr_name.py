# AttributeError and NameError messages.
ops = [
    lambda: (5).foo, lambda: "s".bar, lambda: [].baz, lambda: {}.qux, lambda: (1,).append,
    lambda: None.x, lambda: 1.5.y, lambda: True.z, lambda: {1}.append, lambda: range(3).append,
    lambda: setattr(5, "x", 1), lambda: getattr([], "nothing"), lambda: getattr("s", "zz"),
]
for fn in ops:
    try:
        fn()
        print("no error")
    except AttributeError as e:
        print("AttributeError:", e)
def use_undefined():
    return some_undefined_name + 1
for fn in [use_undefined, lambda: undefined_lambda_name, lambda: [qqq for _ in range(1)]]:
    try:
        fn()
    except NameError as e:
        print("NameError:", e)
try:
    del never_defined_name
except NameError as e:
    print("NameError:", e)
