"""Shallow and deep copies (fpy).

The source of fpy's built-in `copy` module, compiled into the binary
(tools/embed_py.py) and run on the first `import copy`: `copy`, `deepcopy`
and `Error`, with CPython 3.11's results for the cases programs meet.

How an object is copied, in order:
  * immutable built-in values (None, numbers, str, bytes, tuple and
    frozenset for a shallow copy, types, functions, range...) are returned
    as they are;
  * list, dict, set, bytearray and their deep forms are rebuilt directly; a deep copy
    of a tuple or frozenset rebuilds it only when an item changed;
  * a class's `__copy__(self)` / `__deepcopy__(self, memo)`;
  * a class's own `__reduce_ex__(4)` or `__reduce__()` (a tuple of callable,
    args, state, list items, dict items, as pickle's protocol), rebuilt as
    CPython's copy._reconstruct does;
  * otherwise an instance of a class is rebuilt the way CPython's
    object.__reduce_ex__(4) describes it, without going through it (fpy's
    object has no __reduce_ex__): `cls.__new__(cls, *args)` with args from
    `__getnewargs_ex__`/`__getnewargs__` (or the value of a subclass of int,
    float, str, bytes, tuple or frozenset), then the state (`__getstate__()`
    if the class defines one, else the instance `__dict__` and the set
    `__slots__` fields) given to `__setstate__` or stored back, then the
    items of a list or dict subclass.  Exceptions are rebuilt from their
    args and `__dict__`, `list[int]` and `int | None` from their parts (a
    new equal object, as in CPython).
Anything else (a module, a generator, a lock...) raises CPython's
`TypeError: cannot pickle 'X' object`.

Not provided: the `copyreg` dispatch tables (copy._copy_dispatch and
friends), deep copies of bound methods.

Threads: no state of its own; the memo of a deepcopy belongs to that call.
"""

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error

import sys as _sys

_NoneType = type(None)
_module_type = type(_sys)


def _f():
    pass


_atomic = {_NoneType, int, float, bool, str, bytes, type, range, type(_f), type(len),
           type(Ellipsis), type(NotImplemented), property, slice}
_shallow_immutable = _atomic | {tuple, frozenset}
_with_value = (int, float, str, bytes, tuple, frozenset)
_GenericAlias = type(list[int])
_UnionType = type(int | None)


def _union(*args):
    u = args[0]
    for a in args[1:]:
        u = u | a
    return u


def copy(x):
    """A shallow copy of x."""
    cls = type(x)
    if cls in _shallow_immutable or issubclass(cls, type):
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    if cls is bytearray:
        return bytearray(x)
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    return _rebuild(x, None, _reduce(x, cls))


def deepcopy(x, memo=None, _nil=[]):
    """A deep copy of x; memo maps id(original) to its copy (cycles and
    shared objects are copied once)."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif cls is tuple or cls is frozenset:
        items = [deepcopy(a, memo) for a in x]
        # a tuple in a cycle was copied while its items were
        if d in memo:
            return memo[d]
        if cls is tuple and all(a is b for a, b in zip(items, x)):
            y = x
        else:
            y = cls(items)
    elif cls is bytearray:
        y = bytearray(x)
    elif cls is set:
        y = set()
        memo[d] = y
        for a in x:
            y.add(deepcopy(a, memo))
    else:
        copier = getattr(cls, '__deepcopy__', None)
        if copier is not None:
            y = copier(x, memo)
        else:
            y = _rebuild(x, memo, _reduce(x, cls))
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # the originals stay alive while the memo is in use, so that their ids
    # are not reused by new objects (as CPython's copy does)
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _user_class(cls):
    if issubclass(cls, _with_value + (list, dict, set)):
        return True  # the built-in ones were handled before
    for c in cls.__mro__:
        if c is BaseException or c is type(_f):
            return False
        v = vars(c)
        if '__dict__' in v or '__slots__' in v:
            return c is not _module_type
    return False


def _slot_names(cls):
    names = []
    for c in cls.__mro__:
        slots = vars(c).get('__slots__')
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ('__dict__', '__weakref__'):
                continue
            if name.startswith('__') and not name.endswith('__'):
                name = '_%s%s' % (c.__name__.lstrip('_'), name)
            names.append(name)
    return names


def _default_state(x, cls):
    getstate = getattr(cls, '__getstate__', None)
    if getstate is not None:
        return getstate(x)
    d = getattr(x, '__dict__', None)
    state = d if d else None
    slots = {}
    for name in _slot_names(cls):
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    if slots:
        return (state, slots)
    return state


def _newobj(cls, *args):
    return cls.__new__(cls, *args)


def _newobj_ex(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _reduce(x, cls):
    """The (callable, args, state, listitems, dictitems) tuple to rebuild x."""
    for name in ('__reduce_ex__', '__reduce__'):
        method = getattr(cls, name, None)
        if method is not None:
            return method(x, 4) if name == '__reduce_ex__' else method(x)
    if isinstance(x, BaseException):
        return (cls, x.args, getattr(x, '__dict__', None) or None)
    if cls is memoryview:
        raise TypeError("cannot pickle memoryview objects")
    if cls is _GenericAlias:
        return (cls, (x.__origin__, x.__args__))
    if cls is _UnionType:
        return (_union, x.__args__)
    if not _user_class(cls):
        raise TypeError("cannot pickle '%s' object" % cls.__name__)
    getnewargs_ex = getattr(cls, '__getnewargs_ex__', None)
    if getnewargs_ex is not None:
        args, kwargs = getnewargs_ex(x)
        if kwargs:
            new, nargs = _newobj_ex, (cls, args, kwargs)
        else:
            new, nargs = _newobj, (cls,) + tuple(args)
    else:
        getnewargs = getattr(cls, '__getnewargs__', None)
        if getnewargs is not None:
            args = tuple(getnewargs(x))
        else:
            args = ()
            for base in _with_value:
                if isinstance(x, base):
                    args = (base(x),)
                    break
        new, nargs = _newobj, (cls,) + args
    listitems = iter(x) if isinstance(x, list) else None
    dictitems = iter(x.items()) if isinstance(x, dict) else None
    return (new, nargs, _default_state(x, cls), listitems, dictitems)


def _rebuild(x, memo, rv):
    if isinstance(rv, str):
        return x
    return _reconstruct(x, memo, *rv)


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None:
            setstate(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y
