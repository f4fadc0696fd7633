"""weakref: weak references, and the containers and finalizers built on them.

Provides ref / ReferenceType, proxy / ProxyType / CallableProxyType,
getweakrefcount, getweakrefs (the C core, _weakref), WeakMethod, KeyedRef,
WeakValueDictionary, WeakKeyDictionary, WeakSet (_weakrefset) and
finalize.  A dead entry leaves a weak dictionary at once, through its
reference's callback (which removes the entry only if it still holds that
reference, in one step: _weakref._remove_dead_weakref); iteration goes over a snapshot, so entries dying
meanwhile never disturb it (CPython postpones removals during iteration
instead: the "iteration guards" are left out).  finalize objects still
alive at exit are called when the interpreter ends (finalize._exitfunc,
registered with atexit when the first finalize is made, as in CPython).
"""

from _weakref import (ref, proxy, getweakrefcount, getweakrefs, ReferenceType, ProxyType,
                      CallableProxyType, _remove_dead_weakref)
from _weakrefset import WeakSet
from collections.abc import MutableMapping as _MutableMapping, MutableSet as _MutableSet
import itertools
import sys

_MutableSet.register(WeakSet)  # as CPython: a WeakSet is a MutableSet

ProxyTypes = (ProxyType, CallableProxyType)

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary", "ReferenceType",
           "ProxyType", "CallableProxyType", "ProxyTypes", "WeakValueDictionary", "WeakSet",
           "WeakMethod", "finalize"]


class WeakMethod(ref):
    """A weak reference to a bound method: dead once either the object or
    the function is gone."""

    __slots__ = ("_func_ref", "_meth_type", "_alive", "__weakref__")

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None

        def _cb(arg):
            self = self_wr()
            if self is not None and self._alive:
                self._alive = False
                if callback is not None:
                    callback(self)

        self = ref.__new__(cls, obj, _cb)
        self._func_ref = ref(func, _cb)
        self._meth_type = type(meth)
        self._alive = True
        self_wr = ref(self)
        return self

    def __init__(self, meth, callback=None):
        pass

    def __call__(self):
        obj = ref.__call__(self)
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return ref.__eq__(self, other) and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is not other
            return ref.__ne__(self, other) or self._func_ref != other._func_ref
        return NotImplemented

    __hash__ = ref.__hash__


class KeyedRef(ref):
    """A weak reference that remembers a key (WeakValueDictionary's entries)."""

    __slots__ = ("key",)

    def __new__(type, ob, callback, key):
        self = ref.__new__(type, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        pass


class WeakValueDictionary(_MutableMapping):
    """A mapping whose values are held weakly: an entry goes when its value dies."""

    def __init__(self, other=(), /, **kw):
        def remove(wr, selfref=ref(self)):
            self = selfref()
            if self is not None:
                # only if the entry still holds wr: one step under the dict's lock
                _remove_dead_weakref(self.data, wr.key, wr)

        self._remove = remove
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __delitem__(self, key):
        del self.data[key]

    def clear(self):
        self.data.clear()

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._remove, key)

    def copy(self):
        new = WeakValueDictionary()
        for key, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[key] = o
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[deepcopy(key, memo)] = o
        return new

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for k, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield k, v

    def keys(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    __iter__ = keys

    def itervaluerefs(self):
        yield from list(self.data.values())

    def values(self):
        for wr in list(self.data.values()):
            obj = wr()
            if obj is not None:
                yield obj

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            self.data[key] = KeyedRef(default, self._remove, key)
            return default
        return o

    def update(self, other=None, /, **kwargs):
        d = self.data
        if other is not None:
            if not hasattr(other, "items"):
                other = dict(other)
            for key, o in other.items():
                d[key] = KeyedRef(o, self._remove, key)
        for key, o in kwargs.items():
            d[key] = KeyedRef(o, self._remove, key)

    def valuerefs(self):
        return list(self.data.values())

    def __eq__(self, other):
        if isinstance(other, WeakValueDictionary):
            return dict(self.items()) == dict(other.items())
        if isinstance(other, dict):
            return dict(self.items()) == other
        return NotImplemented

    def __or__(self, other):
        if isinstance(other, (dict, WeakValueDictionary)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self

    def __ror__(self, other):
        if isinstance(other, (dict, WeakValueDictionary)):
            c = self.__class__()
            c.update(other)
            c.update(self)
            return c
        return NotImplemented


class WeakKeyDictionary(_MutableMapping):
    """A mapping whose keys are held weakly: an entry goes when its key dies."""

    def __init__(self, dict=None):
        self.data = {}

        def remove(k, selfref=ref(self)):
            self = selfref()
            if self is not None:
                try:
                    del self.data[k]
                except KeyError:
                    pass

        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def clear(self):
        self.data.clear()

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in list(self.data.items()):
            o = key()
            if o is not None:
                new[o] = value
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for key, value in list(self.data.items()):
            o = key()
            if o is not None:
                new[o] = deepcopy(value, memo)
        return new

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        for wr in list(self.data):
            obj = wr()
            if obj is not None:
                yield obj

    __iter__ = keys

    def values(self):
        for wr, value in list(self.data.items()):
            if wr() is not None:
                yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def update(self, dict=None, /, **kwargs):
        d = self.data
        if dict is not None:
            if not hasattr(dict, "items"):
                dict = type({})(dict)
            for key, value in dict.items():
                d[ref(key, self._remove)] = value
        if len(kwargs):
            self.update(kwargs)

    def __eq__(self, other):
        if isinstance(other, WeakKeyDictionary):
            return dict(self.items()) == dict(other.items())
        if isinstance(other, dict):
            return dict(self.items()) == other
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if isinstance(other, (dict, WeakKeyDictionary)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (dict, WeakKeyDictionary)):
            c = self.__class__()
            c.update(other)
            c.update(self)
            return c
        return NotImplemented


class _FinalizeInfo:
    __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")


class finalize:
    """finalize(obj, func, /, *args, **kwargs): call func(*args, **kwargs)
    once, when obj dies, when the finalizer is called, or at exit (unless
    its atexit attribute was set false)."""

    __slots__ = ()
    _registry = {}
    _shutdown = False
    _index_iter = itertools.count()
    _dirty = False
    _registered_with_atexit = False

    def __init__(self, obj, func, /, *args, **kwargs):
        if not self._registered_with_atexit:
            # made once, racing threads at worst register a call that finds
            # nothing left to do the second time
            import atexit
            atexit.register(self._exitfunc)
            finalize._registered_with_atexit = True
        info = _FinalizeInfo()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        info.index = next(self._index_iter)
        self._registry[self] = info
        finalize._dirty = True

    def __call__(self, _=None):
        info = self._registry.pop(self, None)
        if info and not self._shutdown:
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None and self._registry.pop(self, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        return self in self._registry

    @property
    def atexit(self):
        info = self._registry.get(self)
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = self._registry.get(self)
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is None:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (type(self).__name__, id(self),
                                                      type(obj).__name__, id(obj))

    @classmethod
    def _select_for_exit(cls):
        pending = [(f, i) for (f, i) in list(cls._registry.items()) if i.atexit]
        pending.sort(key=lambda item: item[1].index)
        return [f for (f, i) in pending]

    @classmethod
    def _exitfunc(cls):
        # Called once by atexit, at exit: the newest finalizer first.
        import gc
        reenable_gc = False
        try:
            if cls._registry:
                if gc.isenabled():
                    reenable_gc = True
                    gc.disable()
                pending = None
                while True:
                    if pending is None or finalize._dirty:
                        pending = cls._select_for_exit()
                        finalize._dirty = False
                    if not pending:
                        break
                    f = pending.pop()
                    try:
                        f()
                    except Exception as e:
                        sys.stderr.write("Exception ignored in: %r\n%s: %s\n" % (f, type(e).__name__, e))
        finally:
            finalize._shutdown = True
            if reenable_gc:
                gc.enable()
