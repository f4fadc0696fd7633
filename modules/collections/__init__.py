'''collections for fpy: deque comes from C (_collections, modules/collectionsmodule.c);
defaultdict, namedtuple, Counter and OrderedDict are written here in Python,
following CPython 3.11's Lib/collections/__init__.py (same behaviour, reprs
and messages).  fpy has no exec(), so namedtuple builds its class with
type() and a generic __new__ that binds the arguments itself.

Thread safety: these classes are dict and tuple subclasses; each single
dict operation is atomic (runtime/dict.c), compound ones (Counter.update,
OrderedDict.move_to_end) are not, as in CPython.  The module has no
mutable state of its own.
'''

from _collections import deque, _tuple_new, _caller_module, _count_elements, _tuplegetter
import itertools as _itertools

__all__ = ['Counter', 'OrderedDict', 'defaultdict', 'deque', 'namedtuple']


def __getattr__(name):
    # collections.abc without importing it first, as in CPython (whose
    # start-up has imported it already); loaded on first use only.
    if name == 'abc':
        import collections.abc
        return collections.abc
    raise AttributeError(f"module 'collections' has no attribute '{name}'")


################################################################################
### defaultdict
################################################################################

class defaultdict(dict):
    '''defaultdict(default_factory=None, /, [...]) --> dict with default factory'''

    def __init__(self, *args, **kwargs):
        if args:
            default_factory = args[0]
            args = args[1:]
            if default_factory is not None and not callable(default_factory):
                raise TypeError('first argument must be callable or None')
        else:
            default_factory = None
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def __repr__(self):
        return '%s(%r, %s)' % (type(self).__name__, self.default_factory, dict.__repr__(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        args = (self.default_factory,) if self.default_factory is not None else ()
        return type(self), args, None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
### OrderedDict
################################################################################

_sentinel = object()

class OrderedDict(dict):
    'Dictionary that remembers insertion order'
    # fpy's dict keeps insertion order, as CPython's does: OrderedDict adds
    # reordering (move_to_end, popitem(last=False)) and order-sensitive ==.

    def __init__(self, other=(), /, **kwds):
        self.update(other, **kwds)

    def update(self, other=(), /, **kwds):
        # CPython's C OrderedDict: a dict subclass is read through its
        # keys() and [key], like any mapping
        if type(other) is dict:
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def popitem(self, last=True):
        '''Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false.
        '''
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            key = next(reversed(dict.keys(self)))
        else:
            key = next(iter(dict.keys(self)))
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        '''Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist.
        '''
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in rest:
                dict.__setitem__(self, k, v)

    def pop(self, key, default=_sentinel):
        if key in self:
            return dict.pop(self, key)
        if default is _sentinel:
            raise KeyError(key)
        return default

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __repr__(self):
        if not self:
            return '%s()' % (self.__class__.__name__,)
        return '%s(%r)' % (self.__class__.__name__, list(self.items()))

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
### namedtuple
################################################################################

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',
    'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
    'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])

def _field_getter(index):
    return property(_tuplegetter(index), doc=f'Alias for field number {index}')

def _names_and(names):
    # CPython's "'x' and 'y'" / "'x', 'y', and 'z'" of missing arguments
    quoted = [repr(n) for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + ' and ' + quoted[1]
    return ', '.join(quoted[:-1]) + ', and ' + quoted[-1]

def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> p = Point(11, y=22)
    >>> p
    Point(x=11, y=22)
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier()
                or name in _KEYWORDS
                or name.startswith('_')
                or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))

    field_names = tuple(field_names)
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    repr_fmt = '(' + ', '.join(f'{name}=%r' for name in field_names) + ')'
    qualname_new = f'{typename}.__new__'

    def __new__(_cls, *args, **kwargs):
        nargs = len(args)
        if nargs > num_fields:
            if field_defaults:
                takes = f'from {num_fields + 1 - len(field_defaults)} to {num_fields + 1}'
            else:
                takes = f'{num_fields + 1}'
            raise TypeError(f'{qualname_new}() takes {takes} positional '
                            f'arguments but {nargs + 1} were given')
        if not kwargs and nargs == num_fields:
            return _tuple_new(_cls, args)
        values = list(args)
        for name in kwargs:
            if name not in field_names:
                raise TypeError(f'{qualname_new}() got an unexpected keyword '
                                f'argument {name!r}')
            if field_names.index(name) < nargs:
                raise TypeError(f'{qualname_new}() got multiple values for '
                                f'argument {name!r}')
        missing = []
        for i in range(nargs, num_fields):
            name = field_names[i]
            if name in kwargs:
                values.append(kwargs[name])
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing.append(name)
        if missing:
            s = 's' if len(missing) > 1 else ''
            raise TypeError(f'{qualname_new}() missing {len(missing)} required '
                            f'positional argument{s}: {_names_and(missing)}')
        return _tuple_new(_cls, values)

    @classmethod
    def _make(cls, iterable):
        result = _tuple_new(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name, self[i]) for i, name in enumerate(field_names)])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    def __repr__(self):
        'Return a nicely formatted representation string'
        return self.__class__.__name__ + repr_fmt % tuple(self)

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    class_namespace = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
    }
    for index, name in enumerate(field_names):
        class_namespace[name] = _field_getter(index)

    if module is None:
        module = _caller_module()
    if module is not None:
        class_namespace['__module__'] = module
    result = type(typename, (tuple,), class_namespace)
    return result


################################################################################
### Counter
################################################################################

class Counter(dict):
    '''Dict subclass for counting hashable items.  Sometimes called a bag
    or multiset.  Elements are stored as dictionary keys and their counts
    are stored as dictionary values.
    '''

    def __init__(self, iterable=None, /, **kwds):
        self.update(iterable, **kwds)

    def __missing__(self, key):
        'The count of elements not in the Counter is zero.'
        return 0

    def total(self):
        'Sum of the counts'
        return sum(self.values())

    def most_common(self, n=None):
        '''List the n most common elements and their counts from the most
        common to the least.  If n is None, then list all element counts.
        '''
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        if n is None:
            return items
        return items[:max(n, 0)]

    def elements(self):
        '''Iterator over elements repeating each as many times as its count.'''
        return _itertools.chain.from_iterable(_itertools.starmap(_itertools.repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        '''Like dict.update() but add counts instead of replacing them.'''
        if iterable is not None:
            if isinstance(iterable, dict):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    # fast path when counter is empty
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        '''Like dict.update() but subtracts counts instead of replacing them.'''
        if iterable is not None:
            self_get = self.get
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        'Return a shallow copy.'
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        'Like dict.__delitem__() but does not raise KeyError for missing values.'
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            # dict() preserves the ordering returned by most_common()
            d = dict(self.most_common())
        except TypeError:
            # handle case where values are not orderable
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __eq__(self, other):
        'True if all counts agree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        'True if any counts disagree. Missing counts are treated as zero.'
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        'True if all counts in self are a subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        'True if all counts in self are a proper subset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        'True if all counts in self are a superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        'True if all counts in self are a proper superset of those in other.'
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __add__(self, other):
        '''Add counts from two counters.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        ''' Subtract count, but keep only results with positive counts.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        '''Union is the maximum of value in either of the input counters.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        ''' Intersection is the minimum of corresponding counts.'''
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        'Adds an empty counter, effectively stripping negative and zero counts'
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        '''Subtracts from an empty counter.  Strips positive and zero counts,
        and flips the sign on negative counts.
        '''
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        '''Internal method to strip elements with a negative or zero count'''
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()
