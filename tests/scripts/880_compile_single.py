# compile(src, name, 'single'): one statement as typed at the prompt; the
# value of each module-level expression statement goes to sys.displayhook.
import sys


def run(src, ns=None):
    try:
        code = compile(src, '<x>', 'single')
    except SyntaxError as e:
        print(repr(src), type(e).__name__, e.msg, e.lineno, e.offset)
        return
    print(repr(src), 'compiled')
    exec(code, {} if ns is None else ns)


run('1+2\n')
run('None\n')
run('"text"\n')
run('...\n')
run('1;2;3\n')
run('a = 1; a\n')
run('x = 5\n\n\n')
run('5\n  ')
run('[i * i for i in range(4)]\n')
run('for i in range(3): i\n')
run('if 1:\n  5\n  6\n')
run('if 0:\n  5\nelse:\n  "else"\n')
run('try:\n  1/0\nexcept ZeroDivisionError:\n  "caught"\n')
run('while False: 1\n')
# values in function and class bodies are not shown
run('def f():\n    7\n    return 8\n')
ns = {}
run('def f():\n    7\n    return 8\n', ns)
run('f()\n', ns)
run('class C:\n    9\n    def m(self): return 10\n', ns)
run('C().m()\n', ns)
# the errors
run('a=1\nb=2\n')
run('if 1:\n  5\n6\n')
run('\n')
run('if 1:\n')
run('"abc\n')
run('"""abc\n')
run('(1,\n')
run('  5\n')

# _ holds the last value shown, in builtins
import builtins
exec(compile('40 + 2\n', '<x>', 'single'), {})
print(builtins._)
exec(compile('None\n', '<x>', 'single'), {})
print(builtins._)
exec(compile('"s"\n', '<x>', 'single'), {})
print(repr(builtins._))

# sys.displayhook: the default is sys.__displayhook__; a replacement is used
print(sys.displayhook is sys.__displayhook__)
sys.displayhook(7)
print(_)
sys.displayhook(None)
print(_)
for bad in [(), (1, 2)]:
    try:
        sys.displayhook(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    sys.displayhook(x=1)
except TypeError as e:
    print(type(e).__name__, e)

shown = []
sys.displayhook = shown.append
exec(compile('for i in range(3): i * 10\n', '<x>', 'single'), {})
exec(compile('None\n', '<x>', 'single'), {})
sys.displayhook = sys.__displayhook__
print(shown)

# a hook that raises: the exception comes out of exec


def bad_hook(v):
    raise ValueError('hook failed for %r' % (v,))


sys.displayhook = bad_hook
try:
    exec(compile('12\n', '<x>', 'single'), {})
except ValueError as e:
    print(type(e).__name__, e)
del sys.displayhook
try:
    exec(compile('13\n', '<x>', 'single'), {})
except RuntimeError as e:
    print(type(e).__name__, e)
sys.displayhook = sys.__displayhook__


# a repr that fails leaves _ None
class BadRepr:
    def __repr__(self):
        raise KeyError('no repr')


try:
    exec(compile('BadRepr()\n', '<x>', 'single'), {'BadRepr': BadRepr})
except KeyError as e:
    print(type(e).__name__, e)
print(builtins._)

# the mode names
for mode in ['exec', 'eval', 'single']:
    print(mode, type(compile('1\n', '<x>', mode)).__name__)
try:
    compile('1', '<x>', 'singles')
except ValueError as e:
    print(type(e).__name__, e)
# an uncaught error in single-mode code
exec(compile('1 / 0\n', '<x>', 'single'))
