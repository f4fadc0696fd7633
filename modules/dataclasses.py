"""Data classes (fpy).

The source of fpy's built-in `dataclasses` module, compiled into the binary
(tools/embed_py.py) and run on the first `import dataclasses`.  `@dataclass`
reads the class's `__annotations__` (in definition order, after those of
its dataclass bases), makes one `Field` per annotated name, and adds the
methods asked for, written as Python source and compiled with exec(), as
CPython does: `__init__` (defaults, `default_factory`, `__post_init__`,
`InitVar` pseudo-fields, keyword-only fields), `__repr__`
(`Point(x=1, y=2)`), `__eq__`, the order methods, `__hash__` by CPython's
rules (eq / frozen / unsafe_hash / an explicit `__hash__`), frozen
`__setattr__`/`__delattr__` raising `FrozenInstanceError`, and
`__match_args__`.  Also `field`, `fields`, `asdict`, `astuple`, `replace`,
`is_dataclass`, `make_dataclass`, `MISSING`, `KW_ONLY`, `InitVar`, with CPython 3.11's
messages.

`ClassVar` is recognised as `typing.ClassVar`, `typing.ClassVar[...]` or a
string starting 'ClassVar' or 'typing.ClassVar'.

Not provided: `slots=True` (NotImplementedError),
`weakref_slot`, `Field.metadata` as a read-only mapping (a
plain dict); with init=False and an __init__ of its own, the class's
__doc__ stays None (CPython writes that __init__'s signature).

Threads: no state of its own except the per-thread guard of the repr
against recursion (keyed by thread id); the decorator runs once per class,
in the thread that defines the class.
"""

import copy as _copy
import sys
import _thread

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY', 'MISSING',
           'fields', 'asdict', 'astuple', 'replace', 'is_dataclass', 'make_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            name = self.type.__name__
        else:
            name = repr(self.type)
        return 'dataclasses.InitVar[%s]' % name

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init', 'compare',
                 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,repr=%r,hash=%r,'
                'compare=%r,metadata=%r,kw_only=%r,_field_type=%s)'
                % (self.name, self.type, self.default, self.default_factory, self.init, self.repr,
                   self.hash, self.compare, self.metadata, self.kw_only, self._field_type))

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,unsafe_hash=%r,frozen=%r)'
                % (self.init, self.repr, self.eq, self.order, self.unsafe_hash, self.frozen))


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    """A field with options; default and default_factory exclude each other."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _fields_in_init_order(flds):
    return (tuple(f for f in flds if f.init and not f.kw_only),
            tuple(f for f in flds if f.init and f.kw_only))


def _tuple_str(obj_name, flds):
    if not flds:
        return '()'
    return '(%s,)' % ','.join('%s.%s' % (obj_name, f.name) for f in flds)


def _create_fn(cls, name, args, body, env):
    """Compile `def name(args): body` with env as its globals; its
    __qualname__ is the class's, as CPython's."""
    src = 'def %s(%s):\n%s\n' % (name, ', '.join(args), '\n'.join('  ' + line for line in body))
    ns = {}
    exec(src, env, ns)
    fn = ns[name]
    fn.__qualname__ = '%s.%s' % (cls.__qualname__, name)
    return fn


def _is_classvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(('ClassVar', 'typing.ClassVar'))
    # typing.ClassVar or typing.ClassVar[...]; typing is only looked at when
    # it is already imported (an annotation cannot name it otherwise)
    typing = sys.modules.get('typing')
    if typing is None:
        return False
    return (annotation is typing.ClassVar
            or (type(annotation) is typing._GenericAlias and annotation.__origin__ is typing.ClassVar))


def _get_field(cls, name, a_type, default_kw_only):
    default = getattr(cls, name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif isinstance(a_type, InitVar) or a_type is InitVar:
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError('field %s cannot have a default factory' % f.name)
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError('field %s is a ClassVar but specifies kw_only' % f.name)
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError('mutable default %s for field %s is not allowed: use default_factory'
                         % (type(f.default), f.name))
    return f


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _init_fn(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError('non-default argument %r follows default argument' % f.name)
    env = {'MISSING': MISSING, '__dataclass_HAS_DEFAULT_FACTORY__': _HAS_DEFAULT_FACTORY,
           '__dataclass_builtins_object__': object}
    body = []
    for f in fields:
        line = _field_init(f, frozen, env, self_name)
        if line:
            body.append(line)
    if has_post_init:
        names = ', '.join(f.name for f in fields if f._field_type is _FIELD_INITVAR)
        body.append('%s.%s(%s)' % (self_name, _POST_INIT_NAME, names))
    if not body:
        body = ['pass']
    args = [self_name] + [_init_param(f) for f in std_fields]
    if kw_only_fields:
        args += ['*'] + [_init_param(f) for f in kw_only_fields]
    return _create_fn(cls, '__init__', args, body, env)


def _init_param(f):
    if f.default is MISSING and f.default_factory is MISSING:
        return f.name
    if f.default is not MISSING:
        return '%s=__dataclass_dflt_%s__' % (f.name, f.name)
    return '%s=__dataclass_HAS_DEFAULT_FACTORY__' % f.name


def _field_assign(frozen, name, value, self_name):
    if frozen:
        return '__dataclass_builtins_object__.__setattr__(%s, %r, %s)' % (self_name, name, value)
    return '%s.%s = %s' % (self_name, name, value)


def _field_init(f, frozen, env, self_name):
    default_name = '__dataclass_dflt_%s__' % f.name
    if f.default_factory is not MISSING:
        env[default_name] = f.default_factory
        if f.init:
            value = '%s() if %s is __dataclass_HAS_DEFAULT_FACTORY__ else %s' % (default_name, f.name, f.name)
        else:
            value = '%s()' % default_name
    else:
        if f.init:
            if f.default is not MISSING:
                env[default_name] = f.default
            value = f.name
        elif f.default is not MISSING:
            env[default_name] = f.default
            value = default_name
        else:
            return None
    if f._field_type is _FIELD_INITVAR:
        return None
    return _field_assign(frozen, f.name, value, self_name)


_repr_running = set()


def _repr_fn(cls, fields):
    def __repr__(self):
        key = (id(self), _thread.get_ident())
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%s)' % (self.__class__.__qualname__,
                               ', '.join('%s=%r' % (f.name, getattr(self, f.name)) for f in fields))
        finally:
            _repr_running.discard(key)
    __repr__.__qualname__ = '%s.__repr__' % cls.__qualname__
    return __repr__


def _frozen_get_del_attr(cls, fields):
    env = {'cls': cls, 'FrozenInstanceError': FrozenInstanceError}
    names = '(%s)' % ''.join('%r,' % f.name for f in fields) if fields else '()'
    setattr_fn = _create_fn(cls, '__setattr__', ['self', 'name', 'value'], [
        'if type(self) is cls or name in %s:' % names,
        '  raise FrozenInstanceError(f"cannot assign to field {name!r}")',
        'super(cls, self).__setattr__(name, value)'], env)
    delattr_fn = _create_fn(cls, '__delattr__', ['self', 'name'], [
        'if type(self) is cls or name in %s:' % names,
        '  raise FrozenInstanceError(f"cannot delete field {name!r}")',
        'super(cls, self).__delattr__(name)'], env)
    return setattr_fn, delattr_fn


def _cmp_fn(cls, name, op, self_tuple, other_tuple):
    return _create_fn(cls, name, ['self', 'other'], [
        'if other.__class__ is self.__class__:',
        '  return %s%s%s' % (self_tuple, op, other_tuple),
        'return NotImplemented'], {})


def _hash_fn(cls, fields):
    return _create_fn(cls, '__hash__', ['self'], ['return hash(%s)' % _tuple_str('self', fields)], {})


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    if slots:
        raise NotImplementedError('fpy: dataclass(slots=True) is not supported')
    fields = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_seen = False
    for name, a_type in cls_annotations.items():
        if a_type is KW_ONLY or (isinstance(a_type, str) and a_type in ('KW_ONLY', 'dataclasses.KW_ONLY')):
            if kw_only_seen:
                raise TypeError('%r is KW_ONLY, but KW_ONLY has already been specified' % name)
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError('%r is a field but has no type annotation' % name)

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    setattr(cls, _FIELDS, fields)
    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in cls.__dict__))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)
    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        self_name = '__dataclass_self__' if 'self' in fields else 'self'
        _set_new_attribute(cls, '__init__',
                           _init_fn(cls, all_init_fields, std_init_fields, kw_only_init_fields,
                                    frozen, has_post_init, self_name))

    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn(cls, [f for f in field_list if f.repr]))
    if eq:
        cmp_fields = [f for f in field_list if f.compare]
        _set_new_attribute(cls, '__eq__', _cmp_fn(cls, '__eq__', '==', _tuple_str('self', cmp_fields),
                                                  _tuple_str('other', cmp_fields)))
    if order:
        cmp_fields = [f for f in field_list if f.compare]
        for name, op in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')):
            if _set_new_attribute(cls, name, _cmp_fn(cls, name, op, _tuple_str('self', cmp_fields),
                                                     _tuple_str('other', cmp_fields))):
                raise TypeError('Cannot overwrite attribute %s in class %s. Consider using '
                                'functools.total_ordering' % (name, cls.__name__))
    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError('Cannot overwrite attribute %s in class %s' % (fn.__name__, cls.__name__))

    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError('Cannot overwrite attribute __hash__ in class %s' % cls.__name__)
        cls.__hash__ = _hash_fn(cls, hash_fields)
    elif eq and frozen:
        if not has_explicit_hash:
            cls.__hash__ = _hash_fn(cls, hash_fields)
    elif eq:
        if not has_explicit_hash:
            cls.__hash__ = None

    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))
    if getattr(cls, '__doc__', None) is None:
        if init:
            cls.__doc__ = cls.__name__ + _signature_text(std_init_fields, kw_only_init_fields)
        elif cls.__init__ is object.__init__:
            cls.__doc__ = cls.__name__ + '()'
    return cls


def _annotation_text(annotation):
    # as inspect.formatannotation: a class by its (qualified) name
    if isinstance(annotation, type):
        if annotation.__module__ == 'builtins':
            return annotation.__qualname__
        return '%s.%s' % (annotation.__module__, annotation.__qualname__)
    return repr(annotation)


def _signature_text(std_fields, kw_only_fields):
    """The generated __init__'s signature, as CPython puts it in __doc__."""
    def param(f):
        text = '%s: %s' % (f.name, _annotation_text(f.type))
        if f.default is not MISSING:
            text += ' = %r' % (f.default,)
        elif f.default_factory is not MISSING:
            text += ' = <factory>'
        return text
    params = [param(f) for f in std_fields]
    if kw_only_fields:
        params.append('*')
        params.extend(param(f) for f in kw_only_fields)
    return '(%s)' % ', '.join(params)


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Add the generated methods to a class (used with or without arguments)."""
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots)
    if cls is None:
        return wrap
    return wrap(cls)


_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
    'return', 'try', 'while', 'with', 'yield'])


def _most_derived_metaclass(bases):
    meta = type
    for b in bases:
        t = type(b)
        if issubclass(t, meta):
            meta = t
        elif not issubclass(meta, t):
            raise TypeError('metaclass conflict: the metaclass of a derived class must be a '
                            '(non-strict) subclass of the metaclasses of all its bases')
    return meta


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True,
                   order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
                   slots=False, weakref_slot=False):
    """A new dataclass named cls_name: each item of fields is a name, a
    (name, type) pair or a (name, type, Field or default) triple."""
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    # CPython 3.11 makes the class in types.new_class, whose module it gets
    ns = {'__module__': 'types', '__qualname__': cls_name}
    if namespace:
        ns.update(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    bases = tuple(bases)
    cls = _most_derived_metaclass(bases)(cls_name, bases, ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def fields(class_or_instance):
    """The fields of a dataclass (or of an instance), in order, without the
    ClassVar and InitVar pseudo-fields."""
    try:
        flds = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in flds.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """The fields of a dataclass instance as a dict, recursing into
    dataclasses, lists, tuples and dicts; other values are deep-copied."""
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """The field values of a dataclass instance as a tuple, recursing as
    asdict does."""
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """A new instance of obj's class with the changes made to its fields."""
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError('field %s is declared with init=False, it cannot be specified with '
                                 'replace()' % f.name)
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar %r must be specified with replace()" % f.name)
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
