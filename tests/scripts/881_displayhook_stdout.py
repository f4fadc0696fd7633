# sys.displayhook writes repr(value) and a newline to whatever sys.stdout is
# at the time; compile(..., 'single') code shows values through it.
import sys
import builtins


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)


saved = sys.stdout
c = Collect()
sys.stdout = c
try:
    ns = {'Point': Point}
    exec(compile('Point(1, 2)\n', '<x>', 'single'), ns)
    exec(compile('p = Point(3, 4); p\n', '<x>', 'single'), ns)
    exec(compile('"q", 5\n', '<x>', 'single'), ns)
    exec(compile('{"k": [1, 2.5]}\n', '<x>', 'single'), ns)
finally:
    sys.stdout = saved
print(c.parts)
print(builtins._)

# a stdout without write: AttributeError from the hook
class NoWrite:
    pass


sys.stdout = NoWrite()
try:
    exec(compile('1\n', '<x>', 'single'), {})
except AttributeError as e:
    err = e
finally:
    sys.stdout = saved
print(type(err).__name__, err)

# sys.stdout = None: CPython's "lost sys.stdout"
sys.stdout = None
try:
    exec(compile('2\n', '<x>', 'single'), {})
except RuntimeError as e:
    err = e
finally:
    sys.stdout = saved
print(type(err).__name__, err)

# the hook sees the value itself, not its repr, and only at module level
seen = []
sys.displayhook = seen.append
src = '''
class K:
    'doc'
    10
    def m(self):
        11
        return 12
K().m()
x = 13
x
'''
exec(compile('if 1:\n' + ''.join('    ' + l + '\n' for l in src.strip().splitlines()) + '\n', '<x>', 'single'), {})
sys.displayhook = sys.__displayhook__
print(seen)

# statements that are not expressions show nothing
for src in ['x = 1\n', 'del x\n' if False else 'pass\n', 'import sys\n', 'def f(): return 1\n', 'assert True\n']:
    exec(compile(src, '<x>', 'single'), {})
print('done')
