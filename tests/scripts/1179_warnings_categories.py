# warnings: every category recorded, 'default' registry behaviour, Warning
# instances, bad categories, regex filters on message and module.
import warnings, builtins

cats = [Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning, SyntaxWarning,
        RuntimeWarning, FutureWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning,
        EncodingWarning]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    for c in cats:
        warnings.warn('msg ' + c.__name__, c)
    print([(x.category.__name__, str(x.message), x.lineno > 0, x.filename == __file__) for x in w])

def f(i):
    warnings.warn('repeat', UserWarning)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('default')
    for i in range(3):
        f(i)
    warnings.warn('repeat', UserWarning)
    warnings.warn('other', UserWarning)
    f(0)
    print(len(w), [str(x.message) for x in w])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('once')
    for i in range(3):
        warnings.warn('once msg', RuntimeWarning)
        warnings.warn('once msg', UserWarning)
    print(len(w), [x.category.__name__ for x in w])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('module')
    for i in range(3):
        f(i)
        warnings.warn('repeat', UserWarning)
    print(len(w))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    inst = DeprecationWarning('instance msg', 2)
    warnings.warn(inst)
    warnings.warn(inst, UserWarning)
    print([(x.category.__name__, x.message is inst, x.message.args) for x in w])
    class MyW(UserWarning):
        pass
    warnings.warn(MyW('mine'))
    warnings.warn('string', category=MyW)
    print([(x.category.__name__, str(x.message)) for x in w[2:]])
    warnings.warn_explicit('explicit', RuntimeWarning, 'fake.py', 17, module='fakemod')
    print(w[-1].filename, w[-1].lineno, w[-1].category.__name__)
    print(str(w[-1]))

for bad in [int, 'x', ValueError]:
    try:
        warnings.warn('m', bad)
    except TypeError as e:
        print('TypeError', e)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('ignore')
    warnings.filterwarnings('always', message=r'keep\d+', category=UserWarning)
    warnings.filterwarnings('error', message='fatal', module='__main__')
    warnings.warn('keep1')
    warnings.warn('KEEP2')
    warnings.warn('drop')
    warnings.warn('keep3', RuntimeWarning)
    try:
        warnings.warn('fatal thing')
    except UserWarning as e:
        print('raised', e)
    warnings.filterwarnings('always', module='nomatch')
    warnings.warn('drop2')
    print([str(x.message) for x in w])
try:
    warnings.filterwarnings('bogus')
except AssertionError as e:
    print('AssertionError', e)
try:
    warnings.simplefilter('always', category=3)
except AssertionError as e:
    print('AssertionError', e)
try:
    warnings.filterwarnings('ignore', message=3)
except AssertionError as e:
    print('AssertionError', e)
with warnings.catch_warnings():
    warnings.resetwarnings()
    print(warnings.filters)
