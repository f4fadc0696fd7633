"""Type hints at run time (the typing module).

Annotated code imports these names and runs: subscripting builds small
alias objects that print as CPython's do (typing.List[int],
typing.Optional[int], typing.Callable[[int], str], ~T), compare equal when
they mean the same, substitute type variables (List[T][int]) and
call their origin (Stack[int]() makes a Stack).  The special forms are
instances (typing.Any is an object, not a class) and Generic is a plain
class whose __class_getitem__ makes the aliases; a class statement turns an alias base into its class through
__mro_entries__, so `class Stack(Generic[T])` and `class C(List[int])`
work.  A generic class learns its type variables from __orig_bases__ the
first time it is subscripted (CPython's __init_subclass__ does it at class
creation).  The class forms of NamedTuple and TypedDict go through
__mro_entries__ to a metaclass that reads the class annotations.

Not here, or different (docs/subset.md):
isinstance() with a Protocol or a subscripted alias is not checked;
ParamSpec, Concatenate, TypeVarTuple, Unpack, Pattern and Match are
missing; NewType and TypeVar give '__main__' as their module (fpy cannot see the caller's).
"""

import collections
import sys
import types

__all__ = [
    'Annotated', 'Any', 'AnyStr', 'Callable', 'ClassVar', 'Final', 'ForwardRef', 'Generic', 'Literal',
    'Optional', 'Protocol', 'Tuple', 'Type', 'TypeVar', 'Union', 'AbstractSet', 'ByteString',
    'Container', 'ContextManager', 'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView',
    'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized',
    'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection',
    'AsyncGenerator', 'Reversible', 'SupportsAbs', 'SupportsBytes', 'SupportsComplex',
    'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'Counter', 'Deque', 'Dict',
    'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator',
    'assert_never', 'assert_type', 'cast', 'final', 'get_args', 'get_origin', 'get_type_hints',
    'NewType', 'no_type_check', 'no_type_check_decorator', 'Never', 'NoReturn', 'overload',
    'reveal_type', 'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING', 'TypeAlias', 'TypeGuard',
    'LiteralString', 'Required', 'NotRequired', 'IO', 'TextIO', 'BinaryIO',
]

TYPE_CHECKING = False
_NoneType = type(None)


def _type_repr(obj):
    """How a hint prints inside an alias: int, __main__.Stack, ..., or its repr."""
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    return repr(obj)


class ForwardRef:
    """A hint written as a string ('int'), kept unevaluated."""

    def __init__(self, arg):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg):
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return _type_convert(arg)


def _is_typevar(p):
    return isinstance(p, TypeVar)


def _collect_parameters(args):
    params = []
    for a in args:
        if isinstance(a, list):
            found = _collect_parameters(a)
        elif _is_typevar(a):
            found = (a,)
        elif isinstance(a, type):
            found = ()
        else:
            found = getattr(a, '__parameters__', ())
            if not isinstance(found, tuple):
                found = ()
        for p in found:
            if p not in params:
                params.append(p)
    return tuple(params)


def _substitute(args, params, values):
    """args with each type variable in params replaced by its value."""
    out = []
    for a in args:
        if isinstance(a, list):
            out.append(_substitute(a, params, values))
        elif _is_typevar(a) and a in params:
            out.append(values[params.index(a)])
        else:
            sub = getattr(a, '__parameters__', ()) if not isinstance(a, type) else ()
            if sub:
                a = a[tuple(values[params.index(p)] for p in sub)]
            out.append(a)
    return out


def _check_count(alias, params, n):
    if len(params) != n:
        word = "many" if len(params) > n else "few"
        raise TypeError(f"Too {word} arguments for {alias}; actual {len(params)}, expected {n}")


class _Final:
    """Base of the typing objects: they combine into unions with |."""

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# ---- special forms -----------------------------------------------------------------------

class _SpecialForm(_Final):
    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if self._getitem is None:
            raise TypeError(f"{self} is not subscriptable")
        return self._getitem(self, params)

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


class _AnyType(_SpecialForm):
    def __getitem__(self, params):
        raise TypeError("type 'Any' is not subscriptable")

    def __call__(self, *args, **kwargs):
        raise TypeError("Any cannot be instantiated")

    def __mro_entries__(self, bases):
        return (object,)


Any = _AnyType('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')


def _flatten_union(params):
    out = []
    for p in params:
        if isinstance(p, _UnionGenericAlias) or isinstance(p, types.UnionType):
            items = p.__args__
        else:
            items = (p,)
        for q in items:
            if q not in out:
                out.append(q)
    return tuple(out)


def _union(self, params):
    if params == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(params, tuple):
        params = (params,)
    params = _flatten_union([_type_convert(p) for p in params])
    if len(params) == 1:
        return params[0]
    return _UnionGenericAlias(self, params)


def _optional(self, params):
    arg = _type_check(params, f"{self} requires a single type.")
    return Union[arg, _NoneType]


def _single(self, params):
    item = _type_check(params, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


def _literal(self, params):
    if not isinstance(params, tuple):
        params = (params,)
    values = []
    for p in params:
        items = p.__args__ if isinstance(p, _LiteralGenericAlias) else (p,)
        for q in items:
            if not any(type(q) is type(v) and q == v for v in values):
                values.append(q)
    return _LiteralGenericAlias(self, tuple(values))


Union = _SpecialForm('Union', _union)
Optional = _SpecialForm('Optional', _optional)
ClassVar = _SpecialForm('ClassVar', _single)
Final = _SpecialForm('Final', _single)
TypeGuard = _SpecialForm('TypeGuard', _single)
Required = _SpecialForm('Required', _single)
NotRequired = _SpecialForm('NotRequired', _single)
Literal = _SpecialForm('Literal', _literal)


# ---- aliases -----------------------------------------------------------------------------

def _is_dunder(name):
    return name.startswith('__') and name.endswith('__')


class _BaseGenericAlias(_Final):
    def __init__(self, origin, name=None, inst=True):
        self.__origin__ = origin
        self._name = name
        self._inst = inst

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name or self.__origin__.__name__
        if not _is_dunder(attr) and attr != '_name':
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)


class _GenericAlias(_BaseGenericAlias):
    """origin[args]: typing.List[int], __main__.Stack[int], typing.Final[int]."""

    def __init__(self, origin, args, name=None, inst=True):
        super().__init__(origin, name, inst)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is ... else a for a in args)
        self.__parameters__ = _collect_parameters(args)

    def _origin_repr(self):
        return 'typing.' + self._name if self._name else _type_repr(self.__origin__)

    def __repr__(self):
        if self.__args__ == ():
            args = '()'
        else:
            args = ', '.join(_type_repr(a) for a in self.__args__)
        return f'{self._origin_repr()}[{args}]'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias) or type(self) is not type(other):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def _rebuild(self, args):
        return _GenericAlias(self.__origin__, tuple(args), self._name, self._inst)

    def __getitem__(self, values):
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(values, tuple):
            values = (values,)
        values = tuple(_type_convert(v) for v in values)
        _check_count(self, values, len(self.__parameters__))
        return self._rebuild(_substitute(self.__args__, self.__parameters__, values))

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return f'typing.Callable[..., {_type_repr(args[1])}]'
        params = ', '.join(_type_repr(a) for a in args[:-1])
        return f'typing.Callable[[{params}], {_type_repr(args[-1])}]'

    def _rebuild(self, args):
        return _CallableGenericAlias(self.__origin__, tuple(args), self._name, self._inst)


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f'typing.Optional[{_type_repr(args[1])}]'
            if args[1] is _NoneType:
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join(_type_repr(a) for a in args) + ']'

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def _rebuild(self, args):
        return Union[tuple(args)]

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


class _LiteralGenericAlias(_GenericAlias):
    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((type(a), a) for a in self.__args__) == set((type(a), a) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((type(a), a) for a in self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        return 'typing.Annotated[{}, {}]'.format(_type_repr(self.__origin__),
                                                 ', '.join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def _rebuild(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class _SpecialGenericAlias(_BaseGenericAlias):
    """An unsubscripted alias of a class: typing.List, typing.Iterable.
    nparams -1: any number (Tuple)."""

    def __init__(self, origin, nparams, name, inst=True):
        super().__init__(origin, name, inst)
        self._nparams = nparams

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if self._nparams == -1:
            if params == ((),):
                params = ()
            return _GenericAlias(self.__origin__, tuple(_type_convert(p) for p in params), self._name, self._inst)
        if self._nparams == 0:
            raise TypeError(f"{self} is not a generic class")
        params = tuple(_type_convert(p) for p in params)
        _check_count(self, params, self._nparams)
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __subclasscheck__(self, cls):
        # isinstance(x, typing.Mapping) is isinstance(x, collections.abc.Mapping)
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __hash__(self):
        return hash((self.__origin__, self._name))


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if args is ...:
            flat = (..., _type_convert(result))
        else:
            if not isinstance(args, (list, tuple)):
                args = [args]
            flat = tuple(_type_convert(a) for a in args) + (_type_convert(result),)
        return _CallableGenericAlias(self.__origin__, flat, self._name, self._inst)


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments "
                        "(a type and an annotation).")
    return _AnnotatedAlias(_type_convert(params[0]), tuple(params[1:]))


class _AnnotatedForm(_SpecialForm):
    def __call__(self, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")


Annotated = _AnnotatedForm('Annotated', _annotated_getitem)


def _abc(name):
    """The collections.abc class name (contextlib's for the context
    manager ABC)."""
    if name == 'AbstractContextManager':
        import contextlib
        return contextlib.AbstractContextManager
    import collections.abc as abc
    return getattr(abc, name)


_alias = _SpecialGenericAlias
Hashable = _alias(_abc('Hashable'), 0, 'Hashable')
Awaitable = _alias(_abc('Awaitable'), 1, 'Awaitable')
Coroutine = _alias(_abc('Coroutine'), 3, 'Coroutine')
AsyncIterable = _alias(_abc('AsyncIterable'), 1, 'AsyncIterable')
AsyncIterator = _alias(_abc('AsyncIterator'), 1, 'AsyncIterator')
Iterable = _alias(_abc('Iterable'), 1, 'Iterable')
Iterator = _alias(_abc('Iterator'), 1, 'Iterator')
Reversible = _alias(_abc('Reversible'), 1, 'Reversible')
Sized = _alias(_abc('Sized'), 0, 'Sized')
Container = _alias(_abc('Container'), 1, 'Container')
Collection = _alias(_abc('Collection'), 1, 'Collection')
Callable = _CallableType(_abc('Callable'), 2, 'Callable')
AbstractSet = _alias(_abc('Set'), 1, 'AbstractSet')
MutableSet = _alias(_abc('MutableSet'), 1, 'MutableSet')
Mapping = _alias(_abc('Mapping'), 2, 'Mapping')
MutableMapping = _alias(_abc('MutableMapping'), 2, 'MutableMapping')
Sequence = _alias(_abc('Sequence'), 1, 'Sequence')
MutableSequence = _alias(_abc('MutableSequence'), 1, 'MutableSequence')
ByteString = _alias(_abc('ByteString'), 0, 'ByteString')
MappingView = _alias(_abc('MappingView'), 1, 'MappingView')
KeysView = _alias(_abc('KeysView'), 1, 'KeysView')
ItemsView = _alias(_abc('ItemsView'), 2, 'ItemsView')
ValuesView = _alias(_abc('ValuesView'), 1, 'ValuesView')
Generator = _alias(_abc('Generator'), 3, 'Generator')
AsyncGenerator = _alias(_abc('AsyncGenerator'), 2, 'AsyncGenerator')
ContextManager = _alias(_abc('AbstractContextManager'), 1, 'ContextManager')
Tuple = _alias(tuple, -1, 'Tuple', inst=False)
List = _alias(list, 1, 'List', inst=False)
Dict = _alias(dict, 2, 'Dict', inst=False)
Set = _alias(set, 1, 'Set', inst=False)
FrozenSet = _alias(frozenset, 1, 'FrozenSet', inst=False)
Type = _alias(type, 1, 'Type', inst=False)
Deque = _alias(collections.deque, 1, 'Deque')
DefaultDict = _alias(collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _alias(collections.OrderedDict, 2, 'OrderedDict')
Counter = _alias(collections.Counter, 1, 'Counter')
Text = str


# ---- type variables and generic classes --------------------------------------------------

class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__constraints__ = tuple(_type_convert(c) for c in constraints)
        self.__bound__ = _type_convert(bound) if bound is not None else None
        self.__module__ = '__main__'

    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__

    def __typing_subst__(self, arg):
        return _type_convert(arg)

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass an instance of TypeVar")


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


def _class_parameters(cls):
    """The type variables of a generic class, from its bases as written."""
    params = cls.__dict__.get('__parameters__')
    if params is None:
        bases = cls.__dict__.get('__orig_bases__', ())
        declared = [b for b in bases if isinstance(b, _GenericAlias) and b.__origin__ in (Generic, Protocol)]
        params = declared[0].__parameters__ if declared else _collect_parameters(bases)
        try:
            cls.__parameters__ = params
        except (AttributeError, TypeError):
            pass
    return params


class Generic:
    """Base of the generic classes: class Stack(Generic[T])."""
    __slots__ = ()
    _is_protocol = False

    @classmethod
    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_convert(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(_is_typevar(p) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                "or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        else:
            own = _class_parameters(cls)
            if not own:
                raise TypeError(f"{cls} is not a generic class")
            _check_count(cls, params, len(own))
        return _GenericAlias(cls, params)


class Protocol(Generic):
    """Base of the structural types.  fpy does not check isinstance()
    against a protocol."""
    __slots__ = ()
    _is_protocol = True


def runtime_checkable(cls):
    if not (isinstance(cls, type) and issubclass(cls, Generic) and cls._is_protocol):
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


class SupportsInt(Protocol):
    __slots__ = ()

    def __int__(self):
        pass


class SupportsFloat(Protocol):
    __slots__ = ()

    def __float__(self):
        pass


class SupportsComplex(Protocol):
    __slots__ = ()

    def __complex__(self):
        pass


class SupportsBytes(Protocol):
    __slots__ = ()

    def __bytes__(self):
        pass


class SupportsIndex(Protocol):
    __slots__ = ()

    def __index__(self):
        pass


class SupportsAbs(Protocol):
    __slots__ = ()

    def __abs__(self):
        pass


class SupportsRound(Protocol):
    __slots__ = ()

    def __round__(self, ndigits=0):
        pass


class IO(Generic[AnyStr]):
    """The interface of file objects, for hints (IO[str], TextIO)."""
    __slots__ = ()

    @property
    def mode(self):
        pass

    @property
    def name(self):
        pass

    def close(self):
        pass

    def read(self, n=-1):
        pass

    def readline(self, limit=-1):
        pass

    def write(self, s):
        pass

    def flush(self):
        pass

    def __enter__(self):
        pass

    def __exit__(self, type, value, traceback):
        pass


class BinaryIO(IO[bytes]):
    __slots__ = ()


class TextIO(IO[str]):
    __slots__ = ()


# ---- NamedTuple, TypedDict, NewType ------------------------------------------------------

_NT_PROHIBITED = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                            '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_NT_SPECIAL = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(name, fields, defaults=(), module=None):
    fields = [(n, _type_check(t, f"field {n} annotation must be a type")) for n, t in fields]
    nt = collections.namedtuple(name, [n for n, t in fields], defaults=defaults, module=module)
    nt.__annotations__ = dict(fields)
    return nt


class NamedTupleMeta(type):
    """The class statement `class P(NamedTuple): x: int` runs this: the
    annotations become the fields, assigned values their defaults, and the
    other names of the body (methods, docstring) are copied onto the
    namedtuple class, which is what the statement binds."""

    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(), defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _NT_SPECIAL and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
    return _make_nmtuple(typename, fields)


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


class _TypedDictMeta(type):
    """The metaclass of TypedDict classes: the class keeps the annotations
    (its bases' too) and the required and optional keys; calling it makes a
    plain dict."""

    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        generic_base = (Generic,) if any(issubclass(b, Generic) for b in bases) else ()
        tp_dict = type.__new__(_TypedDictMeta, name, (*generic_base, dict), ns)
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own = {n: _type_check(t, msg) for n, t in ns.get('__annotations__', {}).items()}
        annotations = {}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own)
        for key, tp in own.items():
            origin = get_origin(tp)
            if origin is Annotated:
                origin = get_origin(tp.__origin__)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            (required if is_required else optional).add(key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required)
        tp_dict.__optional_keys__ = frozenset(optional)
        if not hasattr(tp_dict, '__total__'):
            tp_dict.__total__ = total
        return tp_dict

    def __init__(cls, name, bases, ns, total=True):
        super().__init__(name, bases, ns)

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {'__annotations__': dict(fields), '__module__': '__main__'}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


class NewType(_Final):
    """NewType('UserId', int): a callable that returns its argument."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass an instance of NewType. Perhaps you were looking for: "
                        f"`Name = NewType('Name', {self.__name__})`")


# ---- functions ---------------------------------------------------------------------------

def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    return _overload_dummy


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    def wrapped(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    return wrapped


def dataclass_transform(**kwargs):
    return lambda cls_or_fn: cls_or_fn


def _rebuild_alias(t, args):
    """t with its arguments replaced by args (same kind of alias)."""
    if isinstance(t, types.GenericAlias):
        return types.GenericAlias(t.__origin__, tuple(args))
    if isinstance(t, types.UnionType):
        res = args[0]
        for a in args[1:]:
            res = res | a
        return res
    return t._rebuild(args)


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, (_GenericAlias, types.GenericAlias, types.UnionType)) \
            and not isinstance(t, _LiteralGenericAlias):
        args = tuple(_strip_annotations(a) for a in t.__args__)
        if all(a is b for a, b in zip(args, t.__args__)):
            return t
        return _rebuild_alias(t, args)
    return t


def _eval_type(t, globalns, localns, seen=()):
    """t with every forward reference in it evaluated."""
    if isinstance(t, ForwardRef):
        arg = t.__forward_arg__
        if arg in seen:
            return t
        value = eval(arg, globalns, localns)
        value = _type_check(value, "Forward references must evaluate to types.")
        return _eval_type(value, globalns, localns, seen + (arg,))
    if isinstance(t, (_GenericAlias, types.GenericAlias, types.UnionType)) \
            and not isinstance(t, _LiteralGenericAlias):
        args = t.__args__
        if isinstance(t, types.GenericAlias):
            args = tuple(ForwardRef(a) if isinstance(a, str) else a for a in args)
        if isinstance(t, _AnnotatedAlias):
            origin = _eval_type(t.__origin__, globalns, localns, seen)
            return t if origin is t.__origin__ else _AnnotatedAlias(origin, t.__metadata__)
        ev = tuple(_eval_type(a, globalns, localns, seen) for a in args)
        if all(a is b for a, b in zip(ev, t.__args__)):
            return t
        return _rebuild_alias(t, ev)
    return t


def _hint(value):
    if value is None:
        return _NoneType
    if isinstance(value, str):
        return ForwardRef(value)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a module, class (with its bases') or function,
    forward references evaluated: in the defining module's globals (with the
    class namespace first for a class), or in globalns/localns if given."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = getattr(sys.modules.get(base.__module__), '__dict__', {})
            else:
                base_globals = globalns
            ann = base.__dict__.get('__annotations__', {})
            if not isinstance(ann, dict):
                ann = {}
            base_locals = dict(vars(base)) if localns is None else localns
            if localns is None and globalns is None:
                # names in the class namespace win over the module's, as in CPython
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                hints[name] = _eval_type(_hint(value), base_globals, base_locals)
        if include_extras:
            return hints
        return {k: _strip_annotations(t) for k, t in hints.items()}
    if globalns is None:
        if isinstance(obj, types.ModuleType):
            globalns = obj.__dict__
        else:
            nsobj = obj
            while hasattr(nsobj, '__wrapped__'):
                nsobj = nsobj.__wrapped__
            globalns = getattr(nsobj, '__globals__', {})
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    ann = getattr(obj, '__annotations__', None)
    if ann is None:
        if isinstance(obj, (types.ModuleType, types.FunctionType, types.MethodType,
                            types.BuiltinFunctionType)) or callable(obj):
            return {}
        raise TypeError(f'{obj!r} is not a module, class, method, or function.')
    hints = {name: _eval_type(_hint(value), globalns, localns) for name, value in dict(ann).items()}
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, types.GenericAlias)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, types.UnionType):
        return types.UnionType
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not ...:
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, types.UnionType):
        return tp.__args__
    return ()
