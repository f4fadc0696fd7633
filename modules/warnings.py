"""The warnings module: issue, filter, show and capture warnings.

Provides warn (stacklevel and source included), warn_explicit,
showwarning and formatwarning (CPython's "FILE:LINE: Category: message"
followed by the stripped source line, read through linecache),
filterwarnings, simplefilter, resetwarnings, the `filters` list with
CPython 3.11's default entries, catch_warnings (record=True collects
WarningMessage objects; action= installs a simple filter for the block),
and the "once per location" registries: `__warningregistry__` in the
globals of the module that warned (action "once" marks it per message
and category, as CPython's C implementation does; `onceregistry` serves
warn_explicit calls without a registry), each emptied when the filters
have changed since it was filled (a version number, as in CPython).  The warning classes themselves are builtins.

Left out: the -W command line (sys.warnoptions exists and is empty),
tracemalloc's allocation traceback for a warning with a `source` (fpy has
no tracemalloc: the hint CPython prints when it is not tracing is printed
instead), and skipping import-machinery frames in stacklevel.

The caller's file, line and globals come from sys._getframe, fpy's
snapshot of the calling frames.

Threads: the filters list and the registries are shared by every
thread, as in CPython.  What to do with a warning (the registry looked
up, the filter found, the registry marked) is decided under one lock,
taken again freely by a warning sent from code a filter runs in the
same thread, and released before the warning is shown or raised; so
threads sending the same warning at once show it once, as CPython's
C implementation does under its lock.  The filters' version number is
bumped under a lock of its own.  catch_warnings swaps module globals and is not meant for use by
several threads at once (the same caveat as CPython's).
"""

import sys
import _thread

__all__ = ["warn", "warn_explicit", "showwarning",
           "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

# (action, message matcher, category, module matcher, lineno), first match wins;
# a matcher is None (anything), a str (equal) or a compiled pattern (match).
filters = [
    ('default', None, DeprecationWarning, '__main__', 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]
defaultaction = 'default'
onceregistry = {}

_filters_version = 1
_version_lock = _thread.allocate_lock()
_decide_lock = _thread.allocate_lock()
_decide_owner = None


def _filters_mutated():
    global _filters_version
    with _version_lock:
        _filters_version += 1


# ---- showing ---------------------------------------------------------------

def showwarning(message, category, filename, lineno, file=None, line=None):
    """Write a warning to file (default sys.stderr); replaceable."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """The text showwarning writes for a warning; replaceable."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


def _showwarnmsg_impl(msg):
    out = msg.file
    if out is None:
        out = sys.stderr
        if out is None:
            return
    text = _formatwarnmsg(msg)
    try:
        out.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    name = msg.category.__name__
    text = "%s:%s: %s: %s\n" % (msg.filename, msg.lineno, name, msg.message)
    line = msg.line
    if line is None:
        try:
            import linecache
            line = linecache.getline(msg.filename, msg.lineno)
        except Exception:
            line = None
    if line:
        text += "  %s\n" % line.strip()
    if msg.source is not None:
        # CPython points at tracemalloc here when it is not tracing;
        # fpy never traces allocations
        text += "%s: Enable tracemalloc to get the object allocation traceback\n" % name
    return text


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    hook = showwarning
    if hook is not _showwarning_orig:
        if not callable(hook):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        hook(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    hook = formatwarning
    if hook is not _formatwarning_orig:
        return hook(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


# ---- the filters -----------------------------------------------------------

def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Add a filter (at the front, or the end with append): message and
    module are regular expressions matched at the start (message
    ignoring case), lineno 0 matches every line."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    msg_re = mod_re = None
    if message or module:
        import re
        if message:
            msg_re = re.compile(message, re.I)
        if module:
            mod_re = re.compile(module)
    _add_filter(action, msg_re, category, mod_re, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Add a filter matching every message and module."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if append:
        if item not in filters:
            filters.append(item)
    else:
        # an equal filter moves to the front
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    _filters_mutated()


def resetwarnings():
    """Remove every filter."""
    filters[:] = []
    _filters_mutated()


def _matches(matcher, text):
    if matcher is None:
        return True
    if isinstance(matcher, str):
        return matcher == text
    return matcher.match(text) is not None


# ---- warning ---------------------------------------------------------------

def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, attributed to the caller (stacklevel 1) or to a
    frame further out."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    if not isinstance(stacklevel, int):
        index = getattr(type(stacklevel), "__index__", None)
        if index is None:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(stacklevel).__name__)
        stacklevel = index(stacklevel)
    try:
        # depth 1 is warn's caller
        frame = sys._getframe(stacklevel if stacklevel > 1 else 1)
    except ValueError:
        glob = sys.__dict__
        filename = "sys"
        lineno = 1
    else:
        glob = frame.f_globals
        filename = frame.f_code.co_filename
        lineno = frame.f_lineno
    module = glob.get('__name__', "<string>")
    registry = glob.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry, glob, source)


def _already_warned(registry, key, mark):
    """Whether registry records key (after emptying it if the filters
    changed since it was filled); with mark, record it."""
    if registry.get('version') != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    elif registry.get(key):
        return True
    if mark:
        registry[key] = True
    return False


def _decide(text, category, lineno, module, registry, key):
    """What to do with a warning: "error", "show" or None (nothing)."""
    if registry is not None and _already_warned(registry, key, False):
        return None
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat)
                and _matches(mod, module) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
        item = None
    if action == "error":
        return "error"
    if action == "ignore":
        return None
    if action != "always":
        if registry is not None:
            registry[key] = True
        if action == "once":
            # once per (message, category) in the given registry, else in onceregistry
            if _already_warned(onceregistry if registry is None else registry,
                               (text, category), True):
                return None
        elif action == "module":
            if registry is not None and _already_warned(registry, (text, category), True):
                return None
        elif action != "default":
            raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %r" % (action, item))
    return "show"


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    """Issue a warning for the given place, recording it in registry."""
    global _decide_owner
    if not isinstance(lineno, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(lineno).__name__)
    if module is None:
        module = filename or "<unknown>"
        if module.endswith(".py"):
            module = module[:-3]
    if registry is not None and not isinstance(registry, dict):
        raise TypeError("'registry' must be a dict or None")
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    # the decision (look the registry up, find the filter, mark the
    # registry) is made under _decide_lock, so that threads sending the
    # same warning at once show it once, as in CPython
    me = _thread.get_ident()
    outer = _decide_owner != me  # not a nested warning from a filter's code
    if outer:
        _decide_lock.acquire()
        _decide_owner = me
    try:
        action = _decide(text, category, lineno, module, registry, key)
    finally:
        if outer:
            _decide_owner = None
            _decide_lock.release()
    if action == "error":
        raise message
    if action is None:
        return
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage(object):
    """One warning, as catch_warnings(record=True) records it."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


class catch_warnings(object):
    """A context manager that saves the filters and showwarning on entry
    and restores them on exit.  record=True returns a list that collects
    the WarningMessage of each warning shown in the block; action (with
    category, lineno, append) calls simplefilter on entry."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._module = sys.modules['warnings'] if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules['warnings']:
            args.append("module=%r" % (self._module,))
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % (self,))
        self._entered = True
        mod = self._module
        self._filters = mod.filters
        mod.filters = self._filters[:]
        mod._filters_mutated()
        self._showwarning = mod.showwarning
        self._showwarnmsg_impl = mod._showwarnmsg_impl
        if self._filter is not None:
            mod.simplefilter(*self._filter)
        if not self._record:
            return None
        log = []
        mod._showwarnmsg_impl = log.append
        mod.showwarning = mod._showwarning_orig
        return log

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % (self,))
        mod = self._module
        mod.filters = self._filters
        mod._filters_mutated()
        mod.showwarning = self._showwarning
        mod._showwarnmsg_impl = self._showwarnmsg_impl
