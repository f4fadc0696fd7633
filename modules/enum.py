"""Enumerations (fpy).

The source of fpy's built-in `enum` module, compiled into the binary
(tools/embed_py.py) and run on the first `import enum`.  An enumeration is
a class made by the metaclass EnumType: its __prepare__ gives the class
body an _EnumDict, which records the member names in definition order
(computing auto() values and refusing reused names); EnumType.__new__ then
makes the class and one instance per member (with the mixed-in data type's
__new__ for IntEnum, IntFlag, StrEnum or `class E(str, Enum)`), and keeps
them in _member_map_ (name -> member, aliases included), _member_names_
(the canonical names, for iteration) and _value2member_map_ (value ->
member).  Calling the class looks a value up (Color(1)), falling back to
_missing_; Flag's _missing_ makes and caches the composite members.

Provided: Enum, IntEnum, StrEnum, Flag, IntFlag, ReprEnum, EnumType (also
EnumMeta), auto, unique, FlagBoundary (STRICT, CONFORM, EJECT, KEEP), the
functional API Enum('Name', 'A B C'), with CPython 3.11's reprs, strs,
formats and messages.

Differences from CPython: `name` and `value` are plain properties;
__members__ is a dict copy rather than a read-only proxy; a member of an
enumeration mixed with str (StrEnum, `class E(str, Enum)`) keeps _name_,
_value_ and the attributes set during member creation in a table of its
class, because fpy's str subclasses have no instance __dict__ (Enum's
__setattr__ stores other attributes there too, so `self.x = ...` in a
member's __init__ or later works, but such a member has no `__dict__`); `1 in Color` raises the
TypeError without CPython's DeprecationWarning; no `verify`, `member`,
`nonmember`, `global_enum`, `show_flag_values`, `_ignore_`.

Threads: an enumeration is built by the thread running its class
statement.  Afterwards its maps only grow, when Flag's _missing_ adds a
composite member: two threads making the same composite at once may both
create one, and setdefault keeps the first, so both get the same member.
"""

import sys as _sys

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
           'auto', 'unique', 'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP']

Enum = Flag = ReprEnum = None  # set once defined: EnumType.__new__ checks them

_function = type(lambda: None)


def _is_descriptor(obj):
    return (isinstance(obj, (_function, staticmethod, classmethod, property))
            or hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__'))


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_private(cls_name, name):
    prefix = '_%s__' % cls_name.lstrip('_')
    return name.startswith(prefix) and not name.endswith('__') and len(name) > len(prefix)


def _bin(num, max_bits):
    """CPython enum's binary form for Flag errors: '0b0 0111'."""
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace('1', '0', 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign, digits = s[:3], s[3:]
    if len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return '%s %s' % (sign, digits)


_auto_null = object()


class auto:
    """Stands for the next value of the enumeration (_generate_next_value_)."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


_RESERVED_SUNDERS = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                     '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')


class _EnumDict(dict):
    """The class body's namespace: notes member names and values in order."""

    def __init__(self, cls_name, generate_next_value):
        super().__init__()
        self._cls_name = cls_name
        self._member_names = []
        self._last_values = []
        self._generate_next_value = generate_next_value
        self._auto_called = False

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in _RESERVED_SUNDERS:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
            if key == '_generate_next_value_':
                if self._auto_called:
                    raise TypeError('_generate_next_value_ must be defined before members')
                self._generate_next_value = value.__func__ if isinstance(value, staticmethod) else value
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = self._generate_next_value(key, 1, len(self._member_names),
                                                            self._last_values[:])
                    self._auto_called = True
                value = value.value
            self._member_names.append(key)
            self._last_values.append(value)
        super().__setitem__(key, value)


def _set_attr(member, key, value):
    try:
        object.__setattr__(member, key, value)
    except AttributeError:
        # no instance dict (a str subclass): the class keeps it
        type(member)._member_extra_.setdefault(id(member), {})[key] = value


def _find_data_type(bases):
    for base in bases:
        for c in base.__mro__:
            if c is object:
                continue
            if isinstance(c, EnumType):
                if c._member_type_ is not object:
                    return c._member_type_
                continue
            if '__new__' in c.__dict__ or '__dict__' not in c.__dict__:
                return c
    return object


class EnumType(type):
    """The metaclass of enumerations."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        first_enum = bases[-1] if bases else None
        for base in bases:
            for chain in base.__mro__:
                if isinstance(chain, EnumType) and chain._member_names_:
                    raise TypeError('<enum %r> cannot extend %r' % (cls, chain))
        gnv = getattr(first_enum, '_generate_next_value_', None) if first_enum is not None else None
        return _EnumDict(cls, gnv)

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        member_names = list(classdict._member_names) if isinstance(classdict, _EnumDict) else []
        if Enum is None:
            # Enum itself
            ns = dict(classdict)
            ns['_member_type_'] = object
            ns['_member_names_'] = []
            ns['_member_map_'] = {}
            ns['_value2member_map_'] = {}
            return super().__new__(metacls, cls, bases, ns, **kwds)
        if not bases or not isinstance(bases[-1], EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        first_enum = bases[-1]
        member_type = _find_data_type(bases)
        members = {name: classdict[name] for name in member_names}
        ns = {k: v for k, v in classdict.items() if k not in members}
        new_member = ns.get('__new__')
        if isinstance(new_member, staticmethod):
            new_member = new_member.__func__
        order = ns.pop('_order_', None)
        ns['_member_type_'] = member_type
        ns['_member_names_'] = []
        ns['_member_map_'] = {}
        ns['_value2member_map_'] = {}
        ns['_member_extra_'] = {}
        ns['_new_member_'] = new_member
        if boundary is not None or (Flag is not None and issubclass(first_enum, Flag)):
            ns['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)

        # CPython's choice of __repr__/__str__/__format__: the enum's rather
        # than the data type's or object's, unless the class defines its own;
        # a ReprEnum keeps the data type's str and format
        for name in ('__repr__', '__str__', '__format__'):
            if name in classdict:
                continue
            found = getattr(enum_class, name, None)
            if found is getattr(object, name, None) or found is getattr(member_type, name, None):
                type.__setattr__(enum_class, name, getattr(first_enum, name))
        if ReprEnum is not None and ReprEnum in enum_class.__mro__ and member_type is not object:
            if '__format__' not in classdict:
                type.__setattr__(enum_class, '__format__', _data_format)
            if '__str__' not in classdict:
                type.__setattr__(enum_class, '__str__', int.__repr__ if member_type is int else member_type.__str__)

        if new_member is None:
            new_member = getattr(first_enum, '_new_member_', None)
        if new_member is None:
            new_member = object.__new__ if member_type is object else member_type.__new__
        for name, value in members.items():
            enum_class._add_member_(name, value, new_member, member_type)
        # calling the class looks a value up, whatever made the members
        type.__setattr__(enum_class, '__new__', Enum.__dict__['__new__'])

        if Flag is not None and issubclass(enum_class, Flag):
            # Flag's operators come before those of a data type (int)
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
                if name not in classdict:
                    type.__setattr__(enum_class, name, Flag.__dict__[name])
            mask = 0
            for m in enum_class._member_map_.values():
                mask |= m._value_
            type.__setattr__(enum_class, '_flag_mask_', mask)
            type.__setattr__(enum_class, '_all_bits_', 2 ** mask.bit_length() - 1)
        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, order))
        return enum_class

    def _add_member_(cls, name, value, new_member, member_type):
        args = value if isinstance(value, tuple) else (value,)
        if member_type is tuple:
            args = (args,)
        if new_member is object.__new__:
            member = object.__new__(cls)
        else:
            member = new_member(cls, *args)
        if not _has_attr(member, '_value_'):
            if member_type is object:
                _set_attr(member, '_value_', value)
            else:
                _set_attr(member, '_value_', member_type(*args))
        value = _get_attr(member, '_value_')
        # an alias: the first member with an equal value
        for other in cls._member_map_.values():
            if other._value_ == value:
                cls._member_map_[name] = other
                type.__setattr__(cls, name, other)
                return
        _set_attr(member, '_name_', name)
        _set_attr(member, '__objclass__', cls)
        member.__init__(*args)
        if not (Flag is not None and issubclass(cls, Flag)) or _is_single_bit(value):
            cls._member_names_.append(name)
        type.__setattr__(cls, name, member)
        cls._member_map_[name] = member
        try:
            cls._value2member_map_.setdefault(value, member)
        except TypeError:
            pass

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names, last = names, [], []
            for count, name in enumerate(original):
                value = classdict._generate_next_value(name, start, count, last[:])
                last.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is None:
            getframe = getattr(_sys, '_getframe', None)
            if getframe is not None:
                try:
                    module = getframe(2).f_globals['__name__']
                except (AttributeError, ValueError, KeyError):
                    pass
        if module is not None:
            classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)


EnumMeta = EnumType


def _has_attr(member, key):
    try:
        _get_attr(member, key)
        return True
    except AttributeError:
        return False


def _get_attr(member, key):
    try:
        return object.__getattribute__(member, key)
    except AttributeError:
        extra = type(member).__dict__.get('_member_extra_')
        if extra is not None:
            d = extra.get(id(member))
            if d is not None and key in d:
                return d[key]
        raise


def _class_has(cls, name):
    return any(name in c.__dict__ for c in cls.__mro__)


def _is_single_bit(value):
    return isinstance(value, int) and value > 0 and value & (value - 1) == 0


def _data_format(self, format_spec):
    return format(self._value_, format_spec)


class Enum(metaclass=EnumType):
    """A set of named, unique values: Color.RED, Color(1), Color['RED']."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
            return result
        if result is None:
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))

    def __init__(self, *args, **kwds):
        pass

    def __getattr__(self, name):
        # the attributes of a member kept by its class (_set_attr)
        extra = type(self).__dict__.get('_member_extra_')
        if extra:
            d = extra.get(id(self))
            if d is not None and name in d:
                return d[name]
        raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))

    def __setattr__(self, name, value):
        try:
            object.__setattr__(self, name, value)
        except AttributeError:
            # a member with no instance dict (a str subclass): its class
            # keeps the attribute, unless the class has that name (a
            # property such as `name` refused it)
            extra = type(self).__dict__.get('_member_extra_')
            if extra is None or _class_has(type(self), name):
                raise
            extra.setdefault(id(self), {})[name] = value

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        for last in reversed(last_values):
            try:
                return last + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        value_repr = self._member_type_.__repr__ if self._member_type_ is not object else repr
        return '<%s.%s: %s>' % (self.__class__.__name__, self._name_, value_repr(self._value_))

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_


class ReprEnum(Enum):
    """An enumeration whose str() and format() are those of its data type."""


class IntEnum(int, ReprEnum):
    """Members are ints too: they compare and compute as ints."""


class StrEnum(str, ReprEnum):
    """Members are strs too; auto() gives the lower-cased member name."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        value = str(*values)
        member = str.__new__(cls, value)
        _set_attr(member, '_value_', value)
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """What Flag does with bits outside the defined ones."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary.STRICT, FlagBoundary.CONFORM, FlagBoundary.EJECT, FlagBoundary.KEEP


class Flag(Enum, boundary=STRICT):
    """Members combine with | & ^ ~ into composite members."""

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last = max(last_values)
        try:
            high_bit = last.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s'
                                 % (cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        _set_attr(pseudo, '_value_', value)
        names = [m._name_ for m in cls._iter_member_(member_value)]
        if not names:
            _set_attr(pseudo, '_name_', None)  # no known bit: <IP: 8>
        else:
            if unknown:
                names.append(cls._numeric_repr_(unknown))
            _set_attr(pseudo, '_name_', '|'.join(names))
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo
        return pseudo

    @classmethod
    def _iter_member_(cls, value):
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ & value == member._value_ and member._value_:
                yield member

    @classmethod
    def _numeric_repr_(cls, value):
        return repr(value)

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        cls_name = self.__class__.__name__
        value_repr = self._member_type_.__repr__ if self._member_type_ is not object else repr
        if self._name_ is None:
            return '<%s: %s>' % (cls_name, value_repr(self._value_))
        return '<%s.%s: %s>' % (cls_name, self._name_, value_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return '%s.%s' % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is NotImplemented else self.__class__(self._value_ | v)

    def __and__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is NotImplemented else self.__class__(self._value_ & v)

    def __xor__(self, other):
        v = self._other_value(other)
        return NotImplemented if v is NotImplemented else self.__class__(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._flag_mask_ ^ self._value_)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flags that are ints too."""


def unique(enumeration):
    """Class decorator: refuse aliases (two names for one value)."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member._name_:
            duplicates.append((name, member._name_))
    if duplicates:
        alias_details = ', '.join('%s -> %s' % (alias, name) for alias, name in duplicates)
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration
