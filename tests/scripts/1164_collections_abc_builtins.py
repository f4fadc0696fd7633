# collections.abc: every ABC against built-in types and odd objects.
import collections.abc as a

def gen_fn():
    yield 1

objs = [('list', []), ('tuple', ()), ('dict', {}), ('set', set()), ('frozenset', frozenset()),
        ('str', ''), ('bytes', b''), ('bytearray', bytearray()), ('range', range(3)),
        ('keys', {}.keys()), ('values', {}.values()), ('items', {}.items()),
        ('gen', gen_fn()), ('listiter', iter([])), ('int', 1), ('None', None),
        ('func', len), ('memoryview', memoryview(b'')),
        ('type', int), ('lambda', lambda: 0), ('reversed', reversed([1])), ('zip', zip())]
abcs = ['Hashable', 'Iterable', 'Iterator', 'Reversible', 'Generator', 'Sized', 'Container',
        'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping', 'MutableMapping',
        'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Sequence', 'MutableSequence',
        'ByteString']
for name in abcs:
    cls = getattr(a, name)
    print(name.ljust(16), ''.join('1' if isinstance(o, cls) else '.' for _, o in objs),
          ''.join('1' if issubclass(type(o), cls) else '.' for _, o in objs))

class H:
    __hash__ = None
class C:
    def __call__(self): pass
class S:
    def __len__(self): return 0
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class NotIt:
    __iter__ = None
print(isinstance(H(), a.Hashable), isinstance(C(), a.Callable), isinstance(S(), a.Sized),
      isinstance(It(), a.Iterator), isinstance(It(), a.Iterable), isinstance(NotIt(), a.Iterable))
print(issubclass(list, a.Iterable), issubclass(a.Sequence, a.Reversible), issubclass(a.Mapping, a.Collection))
print(a.Iterable.__abstractmethods__, sorted(a.Sequence.__abstractmethods__), sorted(a.MutableMapping.__abstractmethods__))
try:
    isinstance(1, 'notatype')
except TypeError as e:
    print('TypeError', e)
try:
    issubclass(1, a.Iterable)
except TypeError as e:
    print('TypeError', e)
try:
    a.Sequence()
except TypeError as e:
    print('TypeError', e)
