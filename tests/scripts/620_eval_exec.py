# eval(), exec() and compile(): namespaces (given, the caller's, a function's
# snapshot), code objects, bytes sources, and CPython's errors.
print(eval("1+2"), eval("  1+1"), eval("\t1"), eval("a,b", {"a": 1, "b": 2}))
x = 10
print(eval("x * 2"), eval("x", {"x": 5}), eval("x + y", {"x": 1}, {"y": 2}))
g = {}
exec("y = 2\ndef f(a):\n    return a + y\nz = f(3)", g)
print(g["z"], sorted(k for k in g if k != "__builtins__"), type(g["__builtins__"]).__name__)
def func():
    v = 1
    exec("v = 2; w = 3")
    return v, eval("v + 1")
print(func())
exec(b"q = 7")
print(q)
c = compile("1 + 2", "f", "eval")
print(type(c).__name__, eval(c), exec(c))
c2 = compile("r = 5", "f", "exec")
exec(c2)
print(r, eval(c2))
for s in ['eval("1\\x00")', 'exec("1\\x00")', 'eval(5)', 'exec(5)', 'eval("1", [])', 'exec("1", [])', 'eval("1", {}, 5)',
          'exec("1", {}, 5)', 'compile("1","f","bad")', 'eval("x=1")', 'exec(" x=1")', 'eval("1", None, None)',
          'compile(5,"f","exec")', 'eval("1", {}, {})', 'eval("*a")', 'eval("*a, b")', 'compile("1","f")',
          'eval("1 +")', 'eval("1\\n\\n")', 'eval()', 'exec("raise ValueError(5)")', 'eval("undefined_name")',
          'compile("1", 5, "exec")', 'compile("1", "f", 5)', 'eval("(1,\\n2)")', 'exec("for i in range(3): pass")']:
    try:
        print(s, '->', repr(eval(s)))
    except BaseException as e:
        print(s, '->', type(e).__name__, e)
for s in ['eval(1,2,3,4)','exec()','exec(1,2,3,4)','eval("1", globals={})', 'exec("1", globals={})', 'exec("x=1", closure=None)']:
    try:
        print(s, eval(s))
    except Exception as e:
        print(s, type(e).__name__, e)
exec("def g():\n    return 1 / 0\ng()")
